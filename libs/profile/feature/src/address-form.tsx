import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Button, FormAlert, TextField } from '@cx/shared-ui';
import { branchRef, cityRef, type Branch, type City } from '@cx/delivery-data-access';
import { validateCourier, type BranchAddress, type CourierErrors, type DeliveryAddress } from '@cx/profile-data-access';
import { messages } from './messages';
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

type CityChoice = BranchAddress['city'];
type BranchChoice = BranchAddress['branch'];

/** Runs `load(query)` 250 ms after the query settles; keeps the last answer while typing. */
function useSearch<T>(query: string, load: ((q: string) => Promise<T[]>) | null) {
  const [state, setState] = useState<{ items: T[]; busy: boolean; failed: boolean }>({
    items: [],
    busy: false,
    failed: false,
  });
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState((current) => ({ ...current, busy: true }));
    const timer = setTimeout(() => {
      load(query).then(
        (items) => live && setState({ items, busy: false, failed: false }),
        () => live && setState({ items: [], busy: false, failed: true }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, load]);
  return state;
}

/**
 * The profile's delivery address: type 1 (a postal branch: city, then branch by number or
 * address) or type 2 (courier: city, street, house, flat). The IPOST slot (type 3) is chosen per
 * order at checkout, so the profile keeps its street and flat as a courier address.
 */
export function AddressForm({ initial, searchCities, searchBranches, onSave, onCancel }: AddressFormProps) {
  const id = useId();
  const [type, setType] = useState<1 | 2>(initial?.type === 1 ? 1 : initial ? 2 : 1);
  const [city, setCity] = useState<CityChoice | null>(initial?.city ?? null);
  const [cityQuery, setCityQuery] = useState('');
  const [branch, setBranch] = useState<BranchChoice | null>(initial?.type === 1 ? initial.branch : null);
  const [branchQuery, setBranchQuery] = useState('');
  const [street, setStreet] = useState(initial && initial.type !== 1 ? initial.street : '');
  const [house, setHouse] = useState(initial?.type === 2 ? initial.house : '');
  const [flat, setFlat] = useState(initial && initial.type !== 1 ? initial.flat : '');
  const [errors, setErrors] = useState<CourierErrors & { branch?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cities = useSearch(cityQuery, city ? null : searchCities);
  const branchCityId = type === 1 && city && !branch ? city.city_id : null;
  const loadBranches = useMemo(
    () => (branchCityId ? (q: string) => searchBranches(branchCityId, q) : null),
    [branchCityId, searchBranches],
  );
  const branches = useSearch(branchQuery, loadBranches);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let address: DeliveryAddress;
    if (type === 1) {
      const found: { city?: string; branch?: string } = {};
      if (!city) found.city = 'Обери місто.';
      if (!branch) found.branch = t.chooseBranch;
      setErrors(found);
      if (!city || !branch) return;
      address = { type: 1, city, branch };
    } else {
      const found = validateCourier({ street, house, flat }, Boolean(city));
      setErrors(found);
      if (Object.keys(found).length || !city) return;
      address = { type: 2, city, street: street.trim(), house: house.trim(), flat: flat.trim() };
    }
    setBusy(true);
    setFormError(null);
    try {
      await onSave(address);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.type}</legend>
        <div className={styles.segmented}>
          {([1, 2] as const).map((value) => (
            <label key={value} className={styles.segment}>
              <input type="radio" name={`${id}-type`} checked={type === value} onChange={() => setType(value)} />
              <span>{value === 1 ? t.branch : t.courier}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {city ? (
        <Chosen
          label={t.city}
          value={t.cityChosen(city.label, city.province)}
          change={t.changeCity}
          onChange={() => {
            setCity(null);
            setBranch(null);
          }}
        />
      ) : (
        <div className={styles.picker}>
          <TextField
            label={t.citySearch}
            type="search"
            autoComplete="address-level2"
            value={cityQuery}
            error={errors.city}
            onChange={(event) => setCityQuery(event.target.value)}
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
                setCity(cityRef(item));
                setErrors((current) => ({ ...current, city: undefined }));
              },
            }))}
          />
        </div>
      )}

      {type === 1 && city ? (
        branch ? (
          <Chosen label={t.branchChosen} value={branch.label} change={t.changeBranch} onChange={() => setBranch(null)} />
        ) : (
          <div className={styles.picker}>
            <TextField
              label={t.branchSearch}
              type="search"
              inputMode="search"
              value={branchQuery}
              error={errors.branch}
              onChange={(event) => setBranchQuery(event.target.value)}
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
                  setBranch(branchRef(item));
                  setErrors((current) => ({ ...current, branch: undefined }));
                },
              }))}
            />
          </div>
        )
      ) : null}

      {type === 2 ? (
        <>
          <TextField
            label={t.street}
            autoComplete="address-line1"
            value={street}
            error={errors.street}
            onChange={(event) => setStreet(event.target.value)}
          />
          <div className={styles.pair}>
            <TextField label={t.house} value={house} error={errors.house} onChange={(event) => setHouse(event.target.value)} />
            <TextField label={t.flat} value={flat} error={errors.flat} onChange={(event) => setFlat(event.target.value)} />
          </div>
        </>
      ) : null}

      <FormAlert>{formError}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
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

function Chosen({ label, value, change, onChange }: { label: string; value: string; change: string; onChange: () => void }) {
  return (
    <div className={styles.chosen}>
      <div>
        <p className={styles.chosenLabel}>{label}</p>
        <p className={styles.chosenValue}>{value}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onChange}>
        {change}
      </Button>
    </div>
  );
}

interface Option {
  key: string;
  title: string;
  subtitle?: string;
  choose: () => void;
}

function Options({ label, items, busy, empty }: { label: string; items: Option[]; busy: boolean; empty: string | null }) {
  if (busy && items.length === 0) return <p className={styles.muted}>{t.searching}</p>;
  if (!busy && empty) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul role="list" className={styles.options} aria-label={label} aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className={styles.option} onClick={item.choose}>
            <span className={styles.optionTitle}>{item.title}</span>
            {item.subtitle ? <span className={styles.muted}>{item.subtitle}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
