import { gloConfig } from '@cx/brand-glo';
import { mountApp } from '@cx/app-composition';
import { registerSW } from 'virtual:pwa-register';

mountApp(gloConfig);
registerSW({ immediate: true });
