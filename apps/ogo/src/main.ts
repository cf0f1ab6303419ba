import { ogoConfig } from '@cx/brand-ogo';
import { mountApp } from '@cx/app-composition';

// The service worker is registered by the shell (useServiceWorker in @cx/shared-pwa/sw).
mountApp(ogoConfig);
