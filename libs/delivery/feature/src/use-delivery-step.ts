import { useState } from 'react';
import { branchRef, cityRef, type City, type DeliveryDraft, type DeliveryType, type RememberedBranch } from '@cx/delivery-data-access';
import type { DeliveryViewProps } from './delivery-screen';

type StepStart = Partial<Pick<DeliveryViewProps, 'cityQuery' | 'branchQuery' | 'fellBack'>>;

/**
 * The step's own state around the draft (the screen keeps the draft, its stories a copy): the two
 * search fields and whether IPOST fell back to a branch. Choosing a type or a city clears the
 * fallback; a new city keeps the branch used last time when that branch is in it.
 */
export function useDeliveryStep(
  update: (patch: Partial<DeliveryDraft>) => void,
  lastBranch: RememberedBranch | null,
  start: StepStart = {},
) {
  const [cityQuery, setCityQuery] = useState(start.cityQuery ?? '');
  const [branchQuery, setBranchQuery] = useState(start.branchQuery ?? '');
  const [fellBack, setFellBack] = useState(start.fellBack ?? false);
  return {
    cityQuery,
    branchQuery,
    fellBack,
    setFellBack,
    onCityQueryChange: setCityQuery,
    onBranchQueryChange: setBranchQuery,
    onChooseType: (type: DeliveryType) => {
      setFellBack(false);
      update({ type });
    },
    onChooseCity: (city: City) => {
      const keep = lastBranch?.city_id === city.city_id ? branchRef(lastBranch) : null;
      setFellBack(false);
      update({ city: cityRef(city), branch: keep });
      setCityQuery('');
    },
  };
}
