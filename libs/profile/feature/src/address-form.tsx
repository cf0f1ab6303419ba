import { useId } from 'react';
import { Button, FormAlert } from '@cx/shared-ui';
import type { Branch, City } from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import { AddressBranchField, AddressCityField, AddressCourierFields } from './address-form-fields';
import { messages } from './messages';
import { useAddressForm } from './use-address-form';
import styles from './profile.module.css';

const t = messages.address;

export interface AddressFormProps {
  initial: DeliveryAddress | null;
  searchCities: (q: string) => Promise<City[]>;
  searchBranches: (cityId: string, q: string) => Promise<Branch[]>;
  /** Rejects with a Ukrainian message; what was typed stays. */
  onSave: (address: DeliveryAddress) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The profile's delivery address: type 1 (a postal branch: city, then branch by number or
 * address) or type 2 (courier: city, street, house, flat). The IPOST slot (type 3) is chosen per
 * order at checkout, so the profile keeps its street and flat as a courier address.
 */
export function AddressForm({ onCancel, ...props }: AddressFormProps) {
  const id = useId();
  const form = useAddressForm(props);
  return (
    <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t.title}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.type}</legend>
        <div className={styles.segmented}>
          {([1, 2] as const).map((value) => (
            <label key={value} className={styles.segment}>
              <input type="radio" name={`${id}-type`} checked={form.type === value} onChange={() => form.setType(value)} />
              <span>{value === 1 ? t.branch : t.courier}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <AddressCityField form={form} />
      {form.type === 1 && form.city ? <AddressBranchField form={form} /> : null}
      {form.type === 2 ? <AddressCourierFields form={form} /> : null}

      <FormAlert>{form.formError}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy}>
          {t.save}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
