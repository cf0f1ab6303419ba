import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Screen tests render a real router and query cache; on a busy CI machine (many projects testing
// at once) the defaults (1 s for findBy, 5 s per test) are too tight to be a signal.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });
