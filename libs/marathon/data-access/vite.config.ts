import { libTestConfig } from '../../../tools/vite/lib-test-config.ts';

// jsdom: the marathon description is sanitized with DOMPurify, which needs a DOM.
export default libTestConfig(import.meta.dirname);
