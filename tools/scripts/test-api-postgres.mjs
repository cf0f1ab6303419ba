// The backend's suite again, against a real PostgreSQL server: a throwaway cluster for the run
// (throwaway-postgres.mjs), DATABASE_URL pointing the tests at it (apps/api/test/test-storage.ts).
// Two files stay out, being about SQLite itself: the group commit and SQLite's query plans.
import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const pg = await startThrowawayPostgres({ database: 'cx' });
const url = pg.url.replace(/\/cx$/, '/postgres');
const args = ['vitest', 'run', '--config', 'apps/api/vite.config.ts', '--exclude', 'test/group-commit.test.ts', '--exclude', 'test/query-plans.test.ts', ...process.argv.slice(2)];
const code = await new Promise((resolve) => {
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
});
await pg.stop();
process.exit(code);
