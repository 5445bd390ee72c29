import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledServer } from './server-process.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Test support: one command of main.ts (backup, restore, migrate…) as its own process; its exit code and output.
 * With `timeoutMs`, a process still running then is killed (code null): for a command that must stop by itself.
 */
export async function runCommand(
  env: Record<string, string>,
  args: string[],
  options: { timeoutMs?: number } = {},
): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [await bundledServer(), ...args], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timer =
    options.timeoutMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (timer) clearTimeout(timer);
  return { code, output };
}
