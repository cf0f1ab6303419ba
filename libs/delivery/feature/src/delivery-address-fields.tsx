import { SelectField, Stack, TextField, fieldBinder } from '@cx/shared-ui';
import { formatWeekdayDay, kyivIsoDateAfter } from '@cx/shared-util-format';
import type { DeliveryViewProps } from './delivery-screen';
import { messages as m } from './messages';
import styles from './delivery.module.css';

type FieldsProps = Pick<DeliveryViewProps, 'delivery' | 'errors' | 'onUpdate'>;

/** The address's text fields, each writing its own entry of the draft. */
const addressFields = ({ delivery, errors, onUpdate }: FieldsProps) =>
  fieldBinder(delivery, errors, (key, value) => onUpdate({ [key]: value }));

/** Courier (type 2): street, house and flat. */
export function CourierFields(props: FieldsProps) {
  const field = addressFields(props);
  return (
    <Stack gap={3}>
      <TextField label={m.street} name="street" autoComplete="address-line1" {...field('street')} />
      <div className={styles.row}>
        <TextField label={m.house} name="house" autoComplete="address-line2" {...field('house')} />
        <TextField label={m.flat} name="flat" autoComplete="address-line3" {...field('flat')} />
      </div>
    </Stack>
  );
}

/** IPOST (type 3): street and house, flat, and a day and time window in the next three days. */
export function IpostFields({ checkingIpost, ...props }: FieldsProps & Pick<DeliveryViewProps, 'checkingIpost'>) {
  const field = addressFields(props);
  return (
    <Stack gap={3}>
      {checkingIpost ? <p role="status">{m.checkingIpost}</p> : null}
      <TextField label={m.streetAndHouse} name="street" autoComplete="address-line1" {...field('street')} />
      <TextField label={m.flat} name="flat" autoComplete="address-line2" {...field('flat')} />
      <SelectField label={m.day} name="day" {...field('day')}>
        <option value="">—</option>
        {[1, 2, 3].map((offset) => {
          // The value stays the ISO day the server takes; the customer reads "ср, 2 грудня".
          const day = kyivIsoDateAfter(offset);
          return (
            <option key={day} value={day}>
              {formatWeekdayDay(day)}
            </option>
          );
        })}
      </SelectField>
      <div className={styles.row}>
        <TextField label={m.timeFrom} name="timeFrom" type="time" {...field('timeFrom')} />
        <TextField label={m.timeTo} name="timeTo" type="time" {...field('timeTo')} />
      </div>
    </Stack>
  );
}
