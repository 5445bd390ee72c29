/**
 * Runs every benchmark (bench/*.ts except this file: passwords.ts, clients.ts, …), one after the
 * other, each in its own process, then repeats their summary lines ("<name> bench: …").
 * Benchmarks are reports: a missed target is not a failure. This exits 1 only when a benchmark
 * could not run (non-zero exit).
 *
 *   npm run bench                  (= tsx bench/run-all.ts)
 *   npm run bench -- clients       only the named ones (file names, with or without .ts)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));

const available = fs
  .readdirSync(benchDir, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && entry.name !== self,
  )
  .map((entry) => entry.name)
  .sort();
const wanted = process.argv.slice(2).map((name) => (name.endsWith('.ts') ? name : `${name}.ts`));
const unknown = wanted.filter((name) => !available.includes(name));
const benches = wanted.length > 0 ? available.filter((name) => wanted.includes(name)) : available;

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  summary: string[];
}

/** Runs one benchmark with tsx in a child process, passing its output through and keeping its summary lines. */
function run(name: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, name)], {
      cwd: path.resolve(benchDir, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const summary: string[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (/^\S+ bench:/.test(line)) summary.push(line);
    });
    const finish = (code: number) => {
      if (/^\S+ bench:/.test(pending)) summary.push(pending);
      resolve({ name, code, seconds: (performance.now() - started) / 1000, summary });
    };
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  if (unknown.length > 0) {
    console.error(`no such benchmark: ${unknown.join(', ')} (available: ${available.join(', ')})`);
    return 1;
  }
  if (benches.length === 0) {
    console.log('no benchmarks in bench/');
    return 0;
  }
  const outcomes: Outcome[] = [];
  for (const name of benches) {
    console.log(`\n=== ${name}`);
    outcomes.push(await run(name));
  }
  console.log('\n=== summary');
  for (const outcome of outcomes) {
    const status = outcome.code === 0 ? 'ran' : `FAILED (exit ${outcome.code})`;
    console.log(`${outcome.name}: ${status} in ${outcome.seconds.toFixed(1)} s`);
    for (const line of outcome.summary) console.log(`  ${line}`);
  }
  return outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
