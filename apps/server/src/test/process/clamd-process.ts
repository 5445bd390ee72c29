import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pingClamd, type ClamdEndpoint } from '../../infra/malware/clamd-client.js';

/** Debian's clamav-daemon puts clamd here. */
const CLAMD_BINARY = '/usr/sbin/clamd';

/** The EICAR test file (68 bytes): every scanner reports it; it does nothing. */
export const EICAR = Buffer.from(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
  'latin1',
);

/** The signature name the test database gives EICAR (clamd adds `.UNOFFICIAL` to a hash signature's name). */
export const EICAR_SIGNATURE = 'Guru-Test-EICAR';

/** A running clamd of the test's own: its CLAMAV_URL, its endpoint, and stop(). */
export interface TestClamd {
  url: string;
  endpoint: ClamdEndpoint;
  /** Stops clamd (the tests of "clamd down" call it, then start another). */
  stop(): Promise<void>;
}

/**
 * Whether clamd can run here: false skips the test with a warning; REQUIRE_CLAMD=1 (CI) turns a
 * missing clamd into a failure.
 */
export function clamdAvailable(what: string): boolean {
  if (existsSync(CLAMD_BINARY)) return true;
  if (process.env.REQUIRE_CLAMD === '1')
    throw new Error(`REQUIRE_CLAMD=1 but ${CLAMD_BINARY} is missing (apt-get install clamav-daemon)`);
  console.warn(`${what}: skipped, ${CLAMD_BINARY} is missing (apt-get install clamav-daemon).`);
  return false;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts Debian's clamd in the foreground, on a free port of 127.0.0.1, with a database of one
 * signature written here (EICAR's MD5 and size in a .hdb file: the public signatures are not needed)
 * and its own clamd.conf, in a temporary folder (under `parentDir`, default the system's) removed by stop().
 */
export async function startTestClamd(parentDir: string = os.tmpdir()): Promise<TestClamd> {
  const dir = await fs.mkdtemp(path.join(path.resolve(parentDir), 'guru-clamd-'));
  const dbDir = path.join(dir, 'db');
  await fs.mkdir(dbDir);
  const { createHash } = await import('node:crypto');
  const md5 = createHash('md5').update(EICAR).digest('hex');
  await fs.writeFile(path.join(dbDir, 'guru-test.hdb'), `${md5}:${EICAR.length}:${EICAR_SIGNATURE}\n`);
  const port = await freePort();
  const conf = path.join(dir, 'clamd.conf');
  await fs.writeFile(
    conf,
    [
      `DatabaseDirectory ${dbDir}`,
      `TemporaryDirectory ${dir}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      'Foreground yes',
      `LogFile ${path.join(dir, 'clamd.log')}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      'StreamMaxLength 600M',
      'MaxThreads 2',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD_BINARY, ['--config-file', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = { host: '127.0.0.1', port };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await pingClamd(endpoint, 1_000))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = await fs.readFile(path.join(dir, 'clamd.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`clamd did not start: ${errors}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `tcp://127.0.0.1:${port}`, endpoint, stop };
}
