import { TextField } from '@cx/shared-ui';
import { branchRef, cityRef } from '@cx/delivery-data-access';
import { Chosen, Options } from './address-options';
import { messages } from './messages';
import type { AddressFormState } from './use-address-form';
import styles from './profile.module.css';

const t = messages.address;

/** The city: chosen (with a way to change it), or searched for and picked. */
export function AddressCityField({ form }: { form: AddressFormState }) {
  const { city, cities } = form;
  if (city) {
    return (
      <Chosen
        label={t.city}
        value={t.cityChosen(city.label, city.province)}
        change={t.changeCity}
        onChange={() => {
          form.setCity(null);
          form.setBranch(null);
        }}
      />
    );
  }
  return (
    <div className={styles.picker}>
      <TextField
        label={t.citySearch}
        type="search"
        autoComplete="address-level2"
        value={form.cityQuery}
        error={form.errors.city}
        onChange={(event) => form.setCityQuery(event.target.value)}
      />
      <Options
        label={t.city}
        busy={cities.busy}
        empty={cities.failed || cities.items.length === 0 ? t.noCities : null}
        items={cities.items.map((item) => ({
          key: item.city_id,
          title: item.label,
          subtitle: item.province,
          choose: () => {
            form.setCity(cityRef(item));
            form.setErrors((current) => ({ ...current, city: undefined }));
          },
        }))}
      />
    </div>
  );
}

/** The postal branch in the chosen city: chosen, or searched for by number or address and picked. */
export function AddressBranchField({ form }: { form: AddressFormState }) {
  const { branch, branches } = form;
  if (branch) {
    return <Chosen label={t.branchChosen} value={branch.label} change={t.changeBranch} onChange={() => form.setBranch(null)} />;
  }
  return (
    <div className={styles.picker}>
      <TextField
        label={t.branchSearch}
        type="search"
        inputMode="search"
        value={form.branchQuery}
        error={form.errors.branch}
        onChange={(event) => form.setBranchQuery(event.target.value)}
      />
      <Options
        label={t.branchChosen}
        busy={branches.busy}
        empty={branches.failed || branches.items.length === 0 ? t.noBranches : null}
        items={branches.items.map((item) => ({
          key: item.id,
          title: item.label,
          subtitle: item.address,
          choose: () => {
            form.setBranch(branchRef(item));
            form.setErrors((current) => ({ ...current, branch: undefined }));
          },
        }))}
      />
    </div>
  );
}

/** The courier's street, house and flat. */
export function AddressCourierFields({ form }: { form: AddressFormState }) {
  return (
    <>
      <TextField
        label={t.street}
        autoComplete="address-line1"
        value={form.street}
        error={form.errors.street}
        onChange={(event) => form.setStreet(event.target.value)}
      />
      <div className={styles.pair}>
        <TextField label={t.house} value={form.house} error={form.errors.house} onChange={(event) => form.setHouse(event.target.value)} />
        <TextField label={t.flat} value={form.flat} error={form.errors.flat} onChange={(event) => form.setFlat(event.target.value)} />
      </div>
    </>
  );
}
