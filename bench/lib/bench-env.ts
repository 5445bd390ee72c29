import type { Dialect } from '../../apps/server/src/db/database.js';

/** A whole number above zero from the environment variable `name`, or `fallback` when it is unset. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** The databases a bench runs on, from the comma-separated environment variable `name` (both by default). */
export function benchDialects(name: string): Dialect[] {
  return (process.env[name] ?? 'sqlite,postgres')
    .split(',')
    .map((d) => d.trim())
    .filter((d): d is Dialect => d === 'sqlite' || d === 'postgres');
}
