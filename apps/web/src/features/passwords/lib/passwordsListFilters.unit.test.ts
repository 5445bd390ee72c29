import { describe, expect, it } from 'vitest';
import { buildRows, defaultSort, rootScope, type PasswordsRow } from './passwordsList';
import type { PasswordsSnapshot } from './passwordsTypes';
import { sampleSnapshot } from './testPasswords';

const names = (rows: PasswordsRow[]) =>
  rows.map((row) => (row.kind === 'folder' ? `[${row.folder?.name ?? 'No Group'}]` : row.entry.name));

/** The sample vault with a card pinned to favorites and an identity (types and pins are in the summaries). */
const typed: PasswordsSnapshot = {
  ...sampleSnapshot,
  entries: sampleSnapshot.entries.map((entry) =>
    entry.id === 'e1'
      ? { ...entry, type: 'card' as const, favorite: true }
      : entry.id === 'e4'
        ? { ...entry, type: 'identity' as const }
        : entry,
  ),
};

describe('buildRows with types and favorites', () => {
  it('pins favorites above the folders at the top level, and first inside a folder', () => {
    expect(names(buildRows(typed, { scope: rootScope, query: '', sort: defaultSort }))).toEqual([
      'Visa Card',
      '[Banking]',
      '[Home]',
      '[No Group]',
    ]);
    expect(
      names(
        buildRows(typed, { scope: { kind: 'folder', folderId: 'f-bank' }, query: '', sort: defaultSort }),
      ),
    ).toEqual(['Visa Card', 'Credit Union']);
  });

  it('lists the entries of one type across the vault, and an entry without a type as a login', () => {
    const cards = buildRows(typed, {
      scope: rootScope,
      query: '',
      sort: defaultSort,
      filter: { type: 'card', favoritesOnly: false },
    });
    expect(names(cards)).toEqual(['Visa Card']);
    const logins = buildRows(typed, {
      scope: rootScope,
      query: '',
      sort: defaultSort,
      filter: { type: 'login', favoritesOnly: false },
    });
    expect(names(logins)).toEqual(['airline miles', 'Credit Union', 'Front Door Keypad']);
  });

  it('lists the favorites only, and combines the filters with the search', () => {
    expect(
      names(
        buildRows(typed, {
          scope: rootScope,
          query: '',
          sort: defaultSort,
          filter: { type: null, favoritesOnly: true },
        }),
      ),
    ).toEqual(['Visa Card']);
    expect(
      names(
        buildRows(typed, {
          scope: rootScope,
          query: 'mail',
          sort: defaultSort,
          filter: { type: 'identity', favoritesOnly: false },
        }),
      ),
    ).toEqual(['Email']);
    expect(
      buildRows(typed, {
        scope: rootScope,
        query: 'visa',
        sort: defaultSort,
        filter: { type: 'identity', favoritesOnly: false },
      }),
    ).toEqual([]);
  });
});
