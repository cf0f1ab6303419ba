export {
  claimChunkReload,
  claimVersionReload,
  installChunkErrorReload,
  isChunkLoadError,
  isChunkReloadPending,
  RELOAD_GUARD_MS,
} from './reload-guard';
export {
  createVersionChecker,
  fetchDeployedVersion,
  clearCachesAndReload,
  isVerySlowConnection,
  VERSION_CHECK_INTERVAL_MS,
  FIRST_CHECK_DELAY_MS,
} from './version-check';
export { isBusy, markBusy, whenIdle } from './busy-flows';
export { BUSY_PATHS, createBusySpan, followBusyRoutes, isBusyPath, type NavigationSource } from './busy-span';
export { startPwaLifecycle, type PwaLifecycleOptions } from './lifecycle';
export {
  createInstallPrompt,
  getInstallPrompt,
  useInstallPromptState,
  isIosSafari,
  type InstallPrompt,
  type InstallPromptState,
  type InstallOffer,
  type BeforeInstallPromptEvent,
} from './install-prompt';
export { useOnlineStatus } from './online-status';
// The service-worker hook is a separate entry, @cx/shared-pwa/sw (it needs the PWA plugin).
