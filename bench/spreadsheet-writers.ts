/**
 * The two .xlsx writers of the suite and the one reader, on a 10,000-row export (docs/adr/0036):
 *
 * - web: the web's own writer (apps/web/src/lib/xlsxWriter.ts, XML parts zipped with fflate), as the
 *   passwords export in the vault worker calls it;
 * - sheetjs: SheetJS's `write` (utils.aoa_to_sheet, shared strings, compressed), as a browser export would
 *   call the library;
 * - server: the server's writer (apps/server/src/lib/spreadsheet.ts: SheetJS, then the bold header);
 * - read: SheetJS reading the web writer's file back (what the import does with an export).
 *
 * Each runs in its own process (node --expose-gc): the time to load its code (import), a first (cold) run,
 * then the median of BENCH_SHEET_RUNS (7) warm runs (wall time, and the process's CPU time, steadier when
 * the machine is busy), the file's size, and the memory the process took on
 * top of the rows (peak resident set size after the runs, less the resident size before the first run).
 * The load average is printed before and after. A report, never a failure.
 *
 *   npx tsx bench/spreadsheet-writers.ts
 *
 * BENCH_SHEET_ROWS (10000), BENCH_SHEET_RUNS (7).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_SHEET_RUNS ?? 7);
const kinds = ['web', 'sheetjs', 'server', 'read'] as const;
type Kind = (typeof kinds)[number];

const columns = ['Name', 'Folder', 'Website/Application Name', 'Username', 'Password', 'Notes'];

/** Rows shaped like a passwords export: short names, folders, addresses, random passwords, some notes. */
function exportRows(count: number): string[][] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-=+';
  const password = () =>
    Array.from({ length: 16 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return Array.from({ length: count }, (_, i) => [
    `Entry ${String(i).padStart(5, '0')}`,
    ['Banking', 'Retirement', 'Travel', 'Work', ''][i % 5]!,
    i % 3 === 0 ? 'Garage keypad' : `https://site${i}.example.com/login`,
    `user${i}@example.com`,
    password(),
    i % 4 === 0 ? `Note for entry ${i}: security questions, PIN hints and the like.` : '',
  ]);
}

interface Figures {
  kind: Kind;
  importMs: number;
  coldMs: number;
  warmMs: number;
  /** CPU time (user + system) of the median warm run: less disturbed than wall time on a busy machine. */
  warmCpuMs: number;
  bytes: number;
  memoryMiB: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** In the child: loads the code of `kind`, runs it once cold and RUNS times warm. */
async function measure(kind: Kind): Promise<Figures> {
  const rows = exportRows(ROWS);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const rssBefore = process.memoryUsage().rss;
  const loadStarted = performance.now();
  let run: () => Uint8Array;
  if (kind === 'web') {
    const { writeXlsx } = await import('../apps/web/src/lib/xlsxWriter.js');
    const layout = columns.map((title) => ({ title, width: title === 'Notes' ? 48 : 28 }));
    run = () => writeXlsx('Passwords', layout, rows, 'Guru Suite', { exactText: true });
  } else if (kind === 'sheetjs') {
    const XLSX = await import('@e965/xlsx');
    run = () => {
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([columns, ...rows]), 'Passwords');
      return new Uint8Array(
        XLSX.write(workbook, {
          type: 'array',
          bookType: 'xlsx',
          bookSST: true,
          compression: true,
        }) as ArrayBuffer,
      );
    };
  } else if (kind === 'server') {
    const { writeSheet } = await import('../apps/server/src/lib/spreadsheet.js');
    const layout = columns.map((header) => ({ header, width: header === 'Notes' ? 48 : 28 }));
    run = () => writeSheet('Passwords', layout, rows, 'Guru Suite');
  } else {
    const XLSX = await import('@e965/xlsx');
    const { writeXlsx } = await import('../apps/web/src/lib/xlsxWriter.js');
    const layout = columns.map((title) => ({ title, width: 28 }));
    const file = writeXlsx('Passwords', layout, rows, 'Guru Suite', { exactText: true });
    run = () => {
      const book = XLSX.read(file, { type: 'array', dense: true, sheets: 0, cellDates: true });
      const data = book.Sheets[book.SheetNames[0]!]!['!data']!;
      if (data.length !== ROWS + 1) throw new Error(`read ${data.length} rows`);
      return file;
    };
  }
  const importMs = performance.now() - loadStarted;
  let started = performance.now();
  const bytes = run().length;
  const coldMs = performance.now() - started;
  const warm: number[] = [];
  const warmCpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const cpu = process.cpuUsage();
    started = performance.now();
    run();
    warm.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    warmCpu.push((used.user + used.system) / 1000);
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  return {
    kind,
    importMs,
    coldMs,
    warmMs: median(warm),
    warmCpuMs: median(warmCpu),
    bytes,
    memoryMiB: (peak - rssBefore) / 1_048_576,
  };
}

function child(kind: Kind): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--one', kind],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${kind}: exit ${code}`));
      else resolve(JSON.parse(out) as Figures);
    });
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const oneAt = process.argv.indexOf('--one');
if (oneAt !== -1) {
  process.stdout.write(JSON.stringify(await measure(process.argv[oneAt + 1] as Kind)));
} else {
  console.log(
    `spreadsheet writers: ${ROWS} rows × ${columns.length} columns, ${RUNS} warm runs; Node ${process.version}, ` +
      `${os.cpus().length} CPUs; load average before ${loadAverage()}`,
  );
  const results: Figures[] = [];
  for (const kind of kinds) results.push(await child(kind));
  const pad = (text: string, width: number) => text.padStart(width);
  console.log(
    `${'kind'.padEnd(8)}${pad('import', 10)}${pad('cold', 10)}${pad('warm', 10)}${pad('warm CPU', 10)}${pad('file', 11)}${pad('memory', 11)}`,
  );
  for (const r of results)
    console.log(
      `${r.kind.padEnd(8)}${pad(`${r.importMs.toFixed(0)} ms`, 10)}${pad(`${r.coldMs.toFixed(0)} ms`, 10)}` +
        `${pad(`${r.warmMs.toFixed(0)} ms`, 10)}${pad(`${r.warmCpuMs.toFixed(0)} ms`, 10)}` +
        `${pad(`${(r.bytes / 1024).toFixed(0)} KiB`, 11)}` +
        `${pad(`${r.memoryMiB.toFixed(0)} MiB`, 11)}`,
    );
  console.log(`load average after ${loadAverage()}`);
  const by = Object.fromEntries(results.map((r) => [r.kind, r])) as Record<Kind, Figures>;
  console.log(
    `spreadsheet-writers bench: ${ROWS} rows, warm web ${by.web.warmMs.toFixed(0)} ms / ` +
      `SheetJS ${by.sheetjs.warmMs.toFixed(0)} ms / server ${by.server.warmMs.toFixed(0)} ms; ` +
      `SheetJS read ${by.read.warmMs.toFixed(0)} ms (CPU: web ${by.web.warmCpuMs.toFixed(0)} / SheetJS ` +
      `${by.sheetjs.warmCpuMs.toFixed(0)} / server ${by.server.warmCpuMs.toFixed(0)} / read ${by.read.warmCpuMs.toFixed(0)} ms)`,
  );
}
