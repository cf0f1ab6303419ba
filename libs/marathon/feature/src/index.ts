export { MarathonScreen } from './marathon-screen';
