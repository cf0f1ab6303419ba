import { useMemo, useState, type FormEvent } from 'react';
import { useBusyAction } from '@cx/shared-ui';
import { validateCourier, type BranchAddress, type CourierErrors, type DeliveryAddress } from '@cx/profile-data-access';
import type { AddressFormProps } from './address-form';
import { messages } from './messages';
import { useDebouncedSearch } from './use-debounced-search';

const t = messages.address;
const describe = (error: unknown) => (error instanceof Error ? error.message : t.failed);

type CityChoice = BranchAddress['city'];
type BranchChoice = BranchAddress['branch'];

/**
 * The address form's state: the type, the city and branch with their searches, the courier
 * fields, the errors, and the submit, which checks what the type needs and saves.
 */
export function useAddressForm({ initial, searchCities, searchBranches, onSave }: Omit<AddressFormProps, 'onCancel'>) {
  const [type, setType] = useState<1 | 2>(initial?.type === 1 ? 1 : initial ? 2 : 1);
  const [city, setCity] = useState<CityChoice | null>(initial?.city ?? null);
  const [cityQuery, setCityQuery] = useState('');
  const [branch, setBranch] = useState<BranchChoice | null>(initial?.type === 1 ? initial.branch : null);
  const [branchQuery, setBranchQuery] = useState('');
  const [street, setStreet] = useState(initial && initial.type !== 1 ? initial.street : '');
  const [house, setHouse] = useState(initial?.type === 2 ? initial.house : '');
  const [flat, setFlat] = useState(initial && initial.type !== 1 ? initial.flat : '');
  const [errors, setErrors] = useState<CourierErrors & { branch?: string }>({});
  const { busy, error: formError, run } = useBusyAction(describe);

  const cities = useDebouncedSearch(cityQuery, city ? null : searchCities);
  const branchCityId = type === 1 && city && !branch ? city.city_id : null;
  const loadBranches = useMemo(
    () => (branchCityId ? (q: string) => searchBranches(branchCityId, q) : null),
    [branchCityId, searchBranches],
  );
  const branches = useDebouncedSearch(branchQuery, loadBranches);

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
    await run(() => onSave(address));
  };

  return {
    type,
    setType,
    city,
    setCity,
    cityQuery,
    setCityQuery,
    cities,
    branch,
    setBranch,
    branchQuery,
    setBranchQuery,
    branches,
    street,
    setStreet,
    house,
    setHouse,
    flat,
    setFlat,
    errors,
    setErrors,
    formError,
    busy,
    submit,
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
