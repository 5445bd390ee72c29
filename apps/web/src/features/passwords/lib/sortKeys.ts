import type { PasswordsEntry } from './passwordsTypes';

/**
 * Sort keys for the vault worker's name and username orders (ADR 0054): a plain string comparison of two
 * keys gives what the table's collator (`en`, base sensitivity, numeric) gives for the texts they stand
 * for, at a small part of its cost (sorting 100,000 entries twice took seconds of Intl.Collator). A key is
 * made only for printable ASCII text: each character is replaced by its rank among them in the collator's
 * own order (read from the collator itself, so 'a' and 'A' share one), and each run of digits by a digit
 * mark, its length without leading zeros, and those digits (numeric order). Any other text has no key and
 * is compared with the collator, which orders it the same way among keyed texts. Tested against the
 * collator in sortKeys.unit.test.ts.
 */

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Code of the first rank character: above the controls, so a key is plain text. */
const RANK_BASE = 0x21;
/** The longest digit run a key holds (longer numbers are compared by the collator). */
const MAX_DIGITS = 60;

function rankTable(): { ranks: Map<string, number>; digitMark: number } {
  const characters: string[] = [];
  for (let code = 0x20; code <= 0x7e; code += 1) {
    const character = String.fromCharCode(code);
    // The digits are ranked as one (their runs are compared as numbers).
    if (character < '1' || character > '9') characters.push(character);
  }
  characters.sort((a, b) => collator.compare(a, b));
  const ranks = new Map<string, number>();
  let rank = 0;
  characters.forEach((character, i) => {
    if (i > 0 && collator.compare(characters[i - 1]!, character) !== 0) rank += 1;
    ranks.set(character, RANK_BASE + rank);
  });
  return { ranks, digitMark: ranks.get('0')! };
}

let table: ReturnType<typeof rankTable> | null = null;

/** The key of `text`, or null when it is not printable ASCII (the collator compares it). */
export function sortKey(text: string): string | null {
  table ??= rankTable();
  const { ranks, digitMark } = table;
  let key = '';
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) {
      let end = i;
      while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
      let start = i;
      while (start < end - 1 && text.charCodeAt(start) === 0x30) start += 1;
      const digits = text.slice(start, end);
      if (digits.length > MAX_DIGITS) return null;
      key += String.fromCharCode(digitMark, RANK_BASE + digits.length) + digits;
      i = end;
      continue;
    }
    const rank = ranks.get(text[i]!);
    if (rank === undefined) return null;
    key += String.fromCharCode(rank);
    i += 1;
  }
  return key;
}

function compareText(a: string, keyA: string | null, b: string, keyB: string | null): number {
  if (keyA !== null && keyB !== null) return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  return collator.compare(a, b);
}

/** An entry with the keys of its name and username. */
export interface KeyedEntry {
  entry: PasswordsEntry;
  name: string | null;
  username: string | null;
}

export function keyedEntry(entry: PasswordsEntry): KeyedEntry {
  return { entry, name: sortKey(entry.name), username: sortKey(entry.username) };
}

/** passwordsList.ts's compareEntriesAscending(field), on keyed entries: the same order, faster. */
export function compareKeyedAscending(field: 'name' | 'username'): (a: KeyedEntry, b: KeyedEntry) => number {
  return (a, b) =>
    compareText(a.entry[field], a[field], b.entry[field], b[field]) ||
    compareText(a.entry.name, a.name, b.entry.name, b.name) ||
    a.entry.id.localeCompare(b.entry.id);
}
