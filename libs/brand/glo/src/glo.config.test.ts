import { describeBrand } from '@cx/brand-contract/testing';
import { gloConfig } from './glo.config';

describeBrand('glo', gloConfig, new URL('./palette.css', import.meta.url));
