import { createHash } from 'node:crypto';
import { earlySubmitScript } from '@guru/shared';

/** A CSP source allowing one inline script by its SHA-256 hash. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The pages' one inline script (the early-submit hold, ADR 0026), allowed by its hash and by nothing else. */
export const earlySubmitScriptSource = scriptHashSource(earlySubmitScript);
