import { gloConfig } from '@cx/brand-glo';
import { mountApp } from '@cx/app-composition';

// The service worker is registered by the shell (useServiceWorker in @cx/shared-pwa/sw).
mountApp(gloConfig);
