import { ogoConfig } from '@cx/brand-ogo';
import { mountApp } from '@cx/app-composition';
import { registerSW } from 'virtual:pwa-register';

mountApp(ogoConfig);
registerSW({ immediate: true });
