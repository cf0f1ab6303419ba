export { HomeScreen, HomeView, BalanceView, BalanceSkeleton } from './home-screen';
