import { ogoConfig } from '@cx/brand-ogo';
import { mountApp } from '@cx/app-composition';

// The service worker is registered by mountApp once the first screen is on view (registerServiceWorker).
mountApp(ogoConfig);
