import { brandAppLintConfig } from '../../eslint.config.mjs';

export default brandAppLintConfig('ogo');
