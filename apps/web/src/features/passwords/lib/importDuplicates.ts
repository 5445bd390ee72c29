/**
 * An imported row is already in the vault when an entry has the same name, username, website and password,
 * each trimmed, the name in any case (an exported file imported again). The comparison runs in the vault
 * worker, on the decrypted entries: nothing of it leaves the browser.
 */
export interface ComparableEntry {
  name: string;
  username: string;
  website: string;
  password: string;
}

function keyOf(entry: ComparableEntry): string {
  return JSON.stringify([
    entry.name.trim().toLocaleLowerCase(),
    entry.username.trim(),
    entry.website.trim(),
    entry.password.trim(),
  ]);
}

/** For each candidate, whether the vault already holds it. */
export function markExisting(
  candidates: readonly ComparableEntry[],
  existing: readonly ComparableEntry[],
): boolean[] {
  const known = new Set(existing.map(keyOf));
  return candidates.map((candidate) => known.has(keyOf(candidate)));
}
