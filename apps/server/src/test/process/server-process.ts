import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Test support: the real server as a child process (main.ts start), to kill and start again. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** The process's last output, for a failing test's message. */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * main.ts bundled once per test process (esbuild, which tsx runs on): a start then skips compiling the
 * TypeScript sources (about a third of the time of a start through tsx). The bundle sits under
 * apps/server/node_modules, so that its packages resolve as the sources' do, named by its content: test
 * processes building the same sources share one file; bundles of older sources go once unused for an hour.
 */
let bundled: Promise<string> | null = null;
export function bundledServer(): Promise<string> {
  bundled ??= (async () => {
    const esbuild = await import('esbuild');
    const dir = path.join(repoRoot, 'apps/server/node_modules/.cache/guru-server-test');
    const result = await esbuild.build({
      entryPoints: [path.join(repoRoot, 'apps/server/src/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: path.join(dir, 'main.mjs'),
      write: false,
      logLevel: 'error',
      // Packages stay imports (resolved from node_modules at run time); the workspace's TypeScript is bundled.
      plugins: [
        {
          name: 'packages-external',
          setup: (b) =>
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@guru/') ? null : { external: true },
            ),
        },
      ],
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error('esbuild wrote no bundle');
    const file = path.join(
      dir,
      `main-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
    );
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(file)) {
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, code);
      fs.renameSync(temporary, file);
    }
    for (const name of fs.readdirSync(dir)) {
      const other = path.join(dir, name);
      if (other !== file && Date.now() - fs.statSync(other).mtimeMs > 3_600_000)
        fs.rmSync(other, { force: true });
    }
    return file;
  })();
  return bundled;
}

export interface StartOptions {
  /** Run the bundle of bundledServer() rather than the sources through tsx. */
  bundled?: boolean;
  /** Every line of output (stdout and stderr), e.g. to count log lines. */
  onLine?: (line: string) => void;
}

/**
 * `main.ts start` on a free port with the given environment. It runs as one node process with tsx's
 * loader (`node --import tsx`), not through the tsx command, which would put the server in a
 * grandchild that a SIGKILL of its parent leaves running.
 */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const bundle = options.bundled ? await bundledServer() : null;
  // In use: not old enough for another test process to remove.
  if (bundle) fs.utimesSync(bundle, new Date(), new Date());
  const args = bundle ? [bundle, 'start'] : ['--import', 'tsx', 'apps/server/src/main.ts', 'start'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    if (!options.onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) options.onLine(line);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
    const ready = await fetch(`${origin}/pass-api/api/v1/public/branding`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, output: () => output, exited };
}

/**
 * A server's output lines as they come (pass `onLine` to startServer): `seen(match, n)` resolves once n
 * lines in all (those already printed included) match, so a test awaits what the server says it did (a
 * request taken in, the start of a shutdown) instead of sleeping. It fails after `timeoutMs` with what was
 * awaited.
 */
export class OutputLines {
  readonly lines: string[] = [];
  private readonly waiters = new Set<() => boolean>();

  readonly onLine = (line: string): void => {
    this.lines.push(line);
    for (const waiter of [...this.waiters]) if (waiter()) this.waiters.delete(waiter);
  };

  seen(match: (line: string) => boolean, n: number, what: string, timeoutMs = 20_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const waiter = () => {
        if (this.lines.filter(match).length < n) return false;
        clearTimeout(timer);
        resolve();
        return true;
      };
      if (!waiter()) this.waiters.add(waiter);
    });
  }
}

/** A line of the request log (LOG_LEVEL=info) saying the server has taken in a request of this method. */
export const takenIn = (method: string) => (line: string) =>
  line.includes('incoming request') && line.includes(`"method":"${method}"`);

/** A fresh PostgreSQL database beside TEST_DATABASE_URL's, for a server process; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `guru_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
