import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A cluster (throwaway PostgreSQL, backend instances, nginx in front of the API) in a process of
 * its own: tools/scripts/cluster.ts with --api-only --json, which prints where everything is and
 * stops it all on SIGTERM. Used by the bench's `cluster` target and the cluster test.
 */
export interface ClusterProcess {
  apiUrl: string;
  databaseUrl: string;
  instances: { port: number; pid: number; url: string }[];
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free loopback port (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function spawnCluster(env: Record<string, string>): Promise<ClusterProcess> {
  const apiPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tools/scripts/cluster.ts'), '--api-only', '--no-build', '--json'], {
    cwd: root,
    env: { ...process.env, ...env, API_PORT: String(apiPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<Omit<ClusterProcess, 'stop'>>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"apiUrl"'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`cluster exited with ${code} before it was up`)));
  });
  return {
    ...info,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
