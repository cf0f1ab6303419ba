export { isChunkReloadPending } from './reload-guard';
export { markBusy } from './busy-flows';
export { followBusyRoutesLater } from './follow-busy-routes-later';
export { startPwaLifecycle } from './lifecycle';
export { catchInstallEvent } from './install-event';
export { getInstallPrompt, useInstallPromptState } from './install-prompt';
export { useOnlineStatus } from './online-status';
export { registerServiceWorker, serviceWorkerUpdate } from './sw-registration';
// The update prompt's hook is a separate entry, @cx/shared-pwa/sw (React, for the overlays' chunk).
