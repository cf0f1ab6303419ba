export { loadOnce } from './load-once';
export { shareInFlight } from './share-in-flight';
