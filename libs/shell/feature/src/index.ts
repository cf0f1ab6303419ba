export { LandingLayout, DefaultLayout, ErrorLayout, loadAccountLayouts, loadBrandSwitchScreen } from './layouts/layouts';
export { ToastOutlet } from './toasts/toast-outlet';
export { OfflineBanner } from './prompts/offline-banner';
export { LazyUpdatePrompt } from './prompts/lazy-prompts';
