import { SelectField, Stack, TextField } from '@cx/shared-ui';
import type { DeliveryViewProps } from './delivery-screen';
import { messages as m } from './messages';
import styles from './delivery.module.css';

type FieldsProps = Pick<DeliveryViewProps, 'delivery' | 'errors' | 'onUpdate'>;

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Courier (type 2): street, house and flat. */
export function CourierFields({ delivery, errors, onUpdate: update }: FieldsProps) {
  return (
    <Stack gap={3}>
      <TextField
        label={m.street}
        name="street"
        autoComplete="address-line1"
        value={delivery.street}
        onChange={(event) => update({ street: event.target.value })}
        error={errors.street}
      />
      <div className={styles.row}>
        <TextField
          label={m.house}
          name="house"
          autoComplete="address-line2"
          value={delivery.house}
          onChange={(event) => update({ house: event.target.value })}
          error={errors.house}
        />
        <TextField
          label={m.flat}
          name="flat"
          autoComplete="address-line3"
          value={delivery.flat}
          onChange={(event) => update({ flat: event.target.value })}
          error={errors.flat}
        />
      </div>
    </Stack>
  );
}

/** IPOST (type 3): street and house, flat, and a day and time window in the next three days. */
export function IpostFields({ delivery, errors, onUpdate: update, checkingIpost }: FieldsProps & Pick<DeliveryViewProps, 'checkingIpost'>) {
  return (
    <Stack gap={3}>
      {checkingIpost ? <p role="status">{m.checkingIpost}</p> : null}
      <TextField
        label={m.streetAndHouse}
        name="street"
        autoComplete="address-line1"
        value={delivery.street}
        onChange={(event) => update({ street: event.target.value })}
        error={errors.street}
      />
      <TextField
        label={m.flat}
        name="flat"
        autoComplete="address-line2"
        value={delivery.flat}
        onChange={(event) => update({ flat: event.target.value })}
        error={errors.flat}
      />
      <SelectField label={m.day} name="day" value={delivery.day} onChange={(event) => update({ day: event.target.value })} error={errors.day}>
        <option value="">—</option>
        {[1, 2, 3].map((offset) => (
          <option key={offset} value={isoDay(offset)}>
            {isoDay(offset)}
          </option>
        ))}
      </SelectField>
      <div className={styles.row}>
        <TextField
          label={m.timeFrom}
          name="timeFrom"
          type="time"
          value={delivery.timeFrom}
          onChange={(event) => update({ timeFrom: event.target.value })}
          error={errors.timeFrom}
        />
        <TextField
          label={m.timeTo}
          name="timeTo"
          type="time"
          value={delivery.timeTo}
          onChange={(event) => update({ timeTo: event.target.value })}
          error={errors.timeTo}
        />
      </div>
    </Stack>
  );
}
