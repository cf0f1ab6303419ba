export { loadOnce } from './load-once';
