export { formatMoney } from './money';
export { formatXp } from './xp';
export {
  formatDate,
  formatDateTime,
  startOfMonthKyiv,
  toKyivIsoDate,
  KYIV_TIME_ZONE,
  type DateInput,
} from './date';
export { pluralUk, type UkPluralForms } from './plural';
export { digitsOnly, normalizePhoneUa, formatPhoneUa } from './phone';
export { NBSP } from './spaces';
