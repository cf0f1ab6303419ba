export { formatMoney } from './money';
export { formatXp } from './xp';
export {
  formatDate,
  formatDateTime,
  formatTime,
  startOfMonthKyiv,
  toKyivIsoDate,
  kyivIsoDateAfter,
  formatWeekdayDay,
  kyivWallClock,
  fromKyivWallClock,
  type KyivWallClock,
  kyivTimeZone,
  type DateInput,
} from './date';
export { pluralUk } from './plural';
export { normalizePhoneUa, formatPhoneUa } from './phone';
export { isBrandSerial, makeSerial } from './device-serial';
