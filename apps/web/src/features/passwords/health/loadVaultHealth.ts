import { AppType, apiPaths, passwordsItemList, vaultHealthConfigSchema } from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import { openEntry, type VaultKeyRing } from '../lib/vaultCrypto';
import { findExposed, httpRangeFetcher } from './breachCheck';
import { analyseVault, type HealthInput, type HealthReport } from './vaultHealth';

const app = AppType.password;
/** Entries opened or scored between two yields to the browser. */
const SLICE = 250;
/** Passwords scored by zxcvbn between two yields (a few milliseconds each). */
const SCORE_SLICE = 5;

export interface HealthEntry {
  id: string;
  name: string;
}

export interface VaultHealthResult extends HealthReport {
  entries: Map<string, HealthEntry>;
  /** null while the breach check runs, or when it could not reach the range service (`breachFailed`). */
  exposed: string[] | null;
  breachFailed: boolean;
}

/** Every login with a password, opened in this browser: what the health checks read. */
export async function openLogins(ring: VaultKeyRing, signal?: AbortSignal): Promise<HealthInput[]> {
  const list = await apiRequest(`${apiPaths.passwordsMyItems}?limit=-1`, {
    app,
    schema: passwordsItemList,
    signal,
  });
  const inputs: HealthInput[] = [];
  for (let start = 0; start < list.results.length; start += SLICE) {
    const opened = await Promise.allSettled(
      list.results.slice(start, start + SLICE).map((item) => openEntry(ring, item)),
    );
    for (const result of opened) {
      if (result.status !== 'fulfilled') continue;
      const entry = result.value;
      if (entry.record.type !== 'login' || entry.password === '') continue;
      inputs.push({
        id: entry.id,
        name: entry.name,
        password: entry.password,
        passwordSetAt: entry.history[0]?.changedAt ?? entry.updatedAt,
      });
    }
    await yieldToBrowser();
  }
  return inputs;
}

/**
 * How many characters zxcvbn's l33t matcher may read as substitutions. Its default (100) made a distinct
 * 18-character password cost 6–13 ms (2 cores, load 6); at 4 it costs about 2 ms, and common l33t passwords
 * (P@ssw0rd, p4$$w0rd123, sup3rm@n, M0nk3y!2024) score the same (ADR 0042).
 */
export const L33T_MAX_SUBSTITUTIONS = 4;

/** zxcvbn with its common dictionaries, loaded on demand (it is large). */
export async function loadScorer(): Promise<(password: string) => number> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return (password) => zxcvbn.check(password.slice(0, 100)).score;
}

/** Weak, reused and old first (nothing leaves the browser), then `onExposed` once the breach check answers. */
export async function checkVaultHealth(
  ring: VaultKeyRing,
  onExposed: (exposed: string[] | null, failed: boolean) => void,
  signal?: AbortSignal,
): Promise<VaultHealthResult> {
  const [inputs, score, config] = await Promise.all([
    openLogins(ring, signal),
    loadScorer(),
    apiRequest(apiPaths.passwordsHealthConfig, { app, schema: vaultHealthConfigSchema, signal }),
  ]);
  // zxcvbn takes milliseconds per password: scored in slices, so the page stays responsive.
  const scores = new Map<string, number>();
  let sinceYield = 0;
  for (const input of inputs) {
    if (scores.has(input.password)) continue;
    scores.set(input.password, score(input.password));
    if ((sinceYield += 1) >= SCORE_SLICE) {
      sinceYield = 0;
      await yieldToBrowser();
      signal?.throwIfAborted();
    }
  }
  const report = analyseVault(inputs, (password) => scores.get(password) ?? 0, new Date());
  const entries = new Map(inputs.map((input) => [input.id, { id: input.id, name: input.name }]));
  findExposed(inputs, httpRangeFetcher(config.breachRangeUrl, signal)).then(
    (exposed) => onExposed(exposed, false),
    () => onExposed(null, !signal?.aborted),
  );
  return { ...report, entries, exposed: null, breachFailed: false };
}
