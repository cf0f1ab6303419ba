import { libTestConfig } from '../../../tools/vite/lib-test-config.ts';

// jsdom: the HTML sanitizer (DOMPurify) needs a DOM.
export default libTestConfig(import.meta.dirname);
