export { BonusesScreen } from './bonuses-screen';
