export { ShellScreen } from './shell-screen';
