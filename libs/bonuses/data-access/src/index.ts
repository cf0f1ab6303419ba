export {
  bonusesKeys,
  bonusesQueryOptions,
  type Bonuses,
  type FetchBonuses,
} from './bonuses-query';
