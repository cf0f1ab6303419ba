import { brandE2eConfig } from '../../tools/e2e/playwright-config';

export default brandE2eConfig('glo');
