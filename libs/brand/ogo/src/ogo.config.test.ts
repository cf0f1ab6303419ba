import { describeBrand } from '@cx/brand-contract/testing';
import { ogoConfig } from './ogo.config';

describeBrand('ogo', ogoConfig, new URL('./palette.css', import.meta.url));
