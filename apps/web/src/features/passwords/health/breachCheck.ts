/**
 * Exposed passwords by k-anonymity (the Pwned Passwords range protocol): for each password only the first 5
 * hex characters of its SHA-1 leave the browser (`GET {rangeUrl}/{prefix}` with `Add-Padding: true`, which
 * asks the service to pad its answer with fake suffixes of count 0); the answer's `SUFFIX:COUNT` lines are
 * compared here with the rest of the hash.
 */

export const defaultBreachRangeUrl = 'https://api.pwnedpasswords.com/range';

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** The suffixes of one range answer that were seen in breaches (padding lines have a count of 0). */
export function parseRange(body: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const line of body.split(/\r?\n/)) {
    const [suffix, count] = line.trim().split(':');
    if (!suffix || count === undefined) continue;
    const times = Number.parseInt(count, 10);
    if (Number.isFinite(times) && times > 0) seen.set(suffix.toUpperCase(), times);
  }
  return seen;
}

export type RangeFetcher = (prefix: string) => Promise<string>;

export function httpRangeFetcher(rangeUrl: string, signal?: AbortSignal): RangeFetcher {
  const base = rangeUrl.replace(/\/+$/, '');
  return async (prefix) => {
    const response = await fetch(`${base}/${prefix}`, {
      headers: { 'Add-Padding': 'true' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal,
    });
    if (!response.ok) throw new Error(`range ${response.status}`);
    return response.text();
  };
}

/**
 * The ids of entries whose password was seen in a breach. One range request per distinct prefix, a few at
 * a time. Throws when the range service cannot be reached.
 */
export async function findExposed(
  entries: ReadonlyArray<{ id: string; password: string }>,
  fetchRange: RangeFetcher,
  parallel = 6,
): Promise<string[]> {
  const hashes = new Map<string, string>();
  for (const entry of entries)
    if (entry.password !== '' && !hashes.has(entry.password))
      hashes.set(entry.password, await sha1Hex(entry.password));
  const prefixes = [...new Set([...hashes.values()].map((hash) => hash.slice(0, 5)))];
  const ranges = new Map<string, Map<string, number>>();
  for (let start = 0; start < prefixes.length; start += parallel) {
    const batch = prefixes.slice(start, start + parallel);
    const bodies = await Promise.all(batch.map((prefix) => fetchRange(prefix)));
    batch.forEach((prefix, i) => ranges.set(prefix, parseRange(bodies[i]!)));
  }
  return entries
    .filter((entry) => {
      const hash = hashes.get(entry.password);
      return hash !== undefined && (ranges.get(hash.slice(0, 5))?.has(hash.slice(5)) ?? false);
    })
    .map((entry) => entry.id);
}
