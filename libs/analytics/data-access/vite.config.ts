import { libTestConfig } from '../../../tools/vite/lib-test-config.ts';

// jsdom: a test renders a screen to prove a broken analytics backend cannot break it.
export default libTestConfig(import.meta.dirname);
