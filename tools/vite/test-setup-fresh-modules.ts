import { vi } from 'vitest';

// Test files share their worker and its environment (`isolate: false`, lib-test-config.ts): a
// jsdom for every file cost more than its tests. What a file must not inherit is the state of the
// modules the previous file ran (a store, a listener's flag), so each file imports our sources
// afresh. Packages from node_modules stay loaded; they keep no state between our tests.
vi.resetModules();
