export { claimChunkReload, installChunkErrorReload, isChunkLoadError, RELOAD_GUARD_MS } from './reload-guard';
export {
  createVersionChecker,
  fetchDeployedVersion,
  clearCachesAndReload,
  isVerySlowConnection,
  VERSION_CHECK_INTERVAL_MS,
  FIRST_CHECK_DELAY_MS,
} from './version-check';
export { isBusy, markBusy, whenIdle } from './busy-flows';
