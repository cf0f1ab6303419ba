import { gloConfig } from '@cx/brand-glo';
import { mountApp } from '@cx/app-composition';

// The service worker is registered by mountApp once the first screen is on view (registerServiceWorker).
mountApp(gloConfig);
