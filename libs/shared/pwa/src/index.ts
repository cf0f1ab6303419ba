export { isChunkReloadPending } from './reload-guard';
export { markBusy } from './busy-flows';
export { followBusyRoutes } from './busy-span';
export { startPwaLifecycle } from './lifecycle';
export { catchInstallEvent } from './install-event';
export { getInstallPrompt, useInstallPromptState } from './install-prompt';
export { useOnlineStatus } from './online-status';
// The service-worker hook is a separate entry, @cx/shared-pwa/sw (it needs the PWA plugin).
