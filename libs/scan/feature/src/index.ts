export { ScanScreen } from './scan-screen';
