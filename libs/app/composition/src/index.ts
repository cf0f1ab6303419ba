export { mountApp } from './mount-app';
