import { emptyDeliveryDraft, type Branch } from '@cx/delivery-data-access';
import { POPULAR_CITIES } from '@cx/delivery-data-access/testing';
import type { DeliveryViewProps } from '../delivery-screen';

// Fixtures shared by the delivery step's stories and tests.

const branch = (city_id: string, number: string, address: string): Branch => ({
  id: `${city_id}-${number}`,
  city_id,
  label: `Відділення №${number}`,
  address,
  meta: { number },
});

/** Postal branches in Kyiv and Odesa, as the city directory lists them. */
export const BRANCHES: Branch[] = [
  branch('kyiv', '1', 'вул. Пирогівський шлях, 135'),
  branch('kyiv', '5', 'вул. Федорова, 32'),
  branch('kyiv', '12', 'просп. Берестейський, 67'),
  branch('kyiv', '31', 'вул. Велика Васильківська, 113'),
  branch('odesa', '2', 'вул. Базова, 16'),
  branch('odesa', '8', 'вул. Дерибасівська, 12'),
];

/**
 * The view's props before anything is typed or chosen (postal branch, every list answered), each
 * handler a spy made by `spy`: Storybook's `fn` in stories, `vi.fn` in tests.
 */
export function deliveryViewProps(spy: () => () => void): DeliveryViewProps {
  return {
    online: true,
    delivery: emptyDeliveryDraft(),
    errors: {},
    savedAddress: null,
    fellBack: false,
    lastBranch: null,
    cityQuery: '',
    cities: POPULAR_CITIES,
    citiesFailed: false,
    branchQuery: '',
    branches: BRANCHES,
    branchesLoaded: true,
    branchesFailed: false,
    checkingIpost: false,
    onUpdate: spy(),
    onChooseType: spy(),
    onCityQueryChange: spy(),
    onChooseCity: spy(),
    onBranchQueryChange: spy(),
    onNext: spy(),
  };
}
