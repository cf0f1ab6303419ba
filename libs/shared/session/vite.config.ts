import { libTestConfig } from '../../../tools/vite/lib-test-config.ts';

// jsdom: the session reads and clears document.cookie and listens for visibility changes.
export default libTestConfig(import.meta.dirname);
