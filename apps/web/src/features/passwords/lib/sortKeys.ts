import type { PasswordsEntry } from './passwordsTypes';

/**
 * Sort keys for the vault worker's name and username orders (ADR 0054): a plain string comparison of two
 * keys gives what the table's collator (`en`, base sensitivity, numeric) gives for the texts they stand
 * for, with cheaper compares (sorting and merging 100,000 entries' runs twice: 696 ms with the keys, 882 ms
 * with Intl.Collator, one Node run at load 8). A key is made only for printable ASCII text: each character
 * is replaced by its rank among them in the collator's own order (read from the collator itself, so 'a' and
 * 'A' share one), and each run of digits by a digit mark, its length without leading zeros, and those
 * digits (numeric order). Any other text (or one over 1,000 characters) has no key and is compared with
 * the collator, which orders it the same way among keyed texts. Tested against the collator in
 * sortKeys.unit.test.ts.
 */

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Code of the first rank character: above the controls, so a key is plain text. */
const RANK_BASE = 0x21;
/** The longest digit run a key holds (longer numbers are compared by the collator). */
const MAX_DIGITS = 60;
/** The longest text given a key (a longer one is compared by the collator). */
const MAX_LENGTH = 1_000;

/** Each printable ASCII code's rank character (0: no key), and the digits' mark. */
function rankTable(): { ranks: Uint16Array; digitMark: number } {
  const characters: string[] = [];
  for (let code = 0x20; code <= 0x7e; code += 1) {
    const character = String.fromCharCode(code);
    // The digits are ranked as one (their runs are compared as numbers).
    if (character < '1' || character > '9') characters.push(character);
  }
  characters.sort((a, b) => collator.compare(a, b));
  const ranks = new Uint16Array(0x80);
  let rank = 0;
  characters.forEach((character, i) => {
    if (i > 0 && collator.compare(characters[i - 1]!, character) !== 0) rank += 1;
    ranks[character.charCodeAt(0)] = RANK_BASE + rank;
  });
  return { ranks, digitMark: ranks[0x30]! };
}

let table: ReturnType<typeof rankTable> | null = null;

/** The key of `text`, or null when it is not printable ASCII (the collator compares it). */
export function sortKey(text: string): string | null {
  if (text.length > MAX_LENGTH) return null;
  table ??= rankTable();
  const { ranks, digitMark } = table;
  const codes: number[] = [];
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) {
      let end = i;
      while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
      let start = i;
      while (start < end - 1 && text.charCodeAt(start) === 0x30) start += 1;
      if (end - start > MAX_DIGITS) return null;
      codes.push(digitMark, RANK_BASE + (end - start));
      for (let k = start; k < end; k += 1) codes.push(text.charCodeAt(k));
      i = end;
      continue;
    }
    const rank = code < 0x80 ? ranks[code]! : 0;
    if (rank === 0) return null;
    codes.push(rank);
    i += 1;
  }
  return String.fromCharCode(...codes);
}

function compareText(a: string, keyA: string | null, b: string, keyB: string | null): number {
  if (keyA !== null && keyB !== null) return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  return collator.compare(a, b);
}

/** Between the parts of a composite key: below every character a key holds, so a shorter part sorts first. */
const PART_SEPARATOR = '\u0001';

/**
 * An entry with the keys of its name and username, and for each order the keys it compares in one string
 * (null when a part has no key): the name's key for the name order, the username's and the name's for the
 * username order.
 */
export interface KeyedEntry {
  entry: PasswordsEntry;
  name: string | null;
  username: string | null;
  byName: string | null;
  byUsername: string | null;
}

export function keyedEntry(entry: PasswordsEntry): KeyedEntry {
  const name = sortKey(entry.name);
  const username = sortKey(entry.username);
  return {
    entry,
    name,
    username,
    byName: name,
    byUsername: name === null || username === null ? null : username + PART_SEPARATOR + name,
  };
}

/**
 * passwordsList.ts's compareEntriesAscending(field), on keyed entries: the same order, faster. Two entries
 * whose composite keys both exist are compared on them in one string comparison (then by id); any other
 * pair part by part, the collator for text without a key.
 */
export function compareKeyedAscending(field: 'name' | 'username'): (a: KeyedEntry, b: KeyedEntry) => number {
  const composite = field === 'name' ? 'byName' : 'byUsername';
  return (a, b) => {
    const keyA = a[composite];
    const keyB = b[composite];
    if (keyA !== null && keyB !== null)
      return keyA < keyB ? -1 : keyA > keyB ? 1 : a.entry.id.localeCompare(b.entry.id);
    return (
      compareText(a.entry[field], a[field], b.entry[field], b[field]) ||
      compareText(a.entry.name, a.name, b.entry.name, b.name) ||
      a.entry.id.localeCompare(b.entry.id)
    );
  };
}
