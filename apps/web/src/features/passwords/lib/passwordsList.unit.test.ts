import { describe, expect, it } from 'vitest';
import {
  allEntryIds,
  buildRows,
  compareEntriesAscending,
  defaultSort,
  paginate,
  rootScope,
  showsFolderColumn,
  warmIndex,
  type PasswordsRow,
} from './passwordsList';
import type { PasswordsSnapshot } from './passwordsTypes';
import { isSelectable } from './selection';
import { sampleSnapshot } from './testPasswords';
import { sortedPositions } from './vaultBatches';

const names = (rows: PasswordsRow[]) =>
  rows.map((row) => (row.kind === 'folder' ? `[${row.folder?.name ?? 'No Group'}]` : row.entry.name));

describe('buildRows', () => {
  it('lists the folders by name, then No Group, at the top level', () => {
    const rows = buildRows(sampleSnapshot, { scope: rootScope, query: '', sort: defaultSort });
    expect(names(rows)).toEqual(['[Banking]', '[Home]', '[No Group]']);
    expect(rows[0]?.kind === 'folder' && rows[0].entryIds).toEqual(['e1', 'e2']);
  });

  it('reverses the folders for a descending name sort but keeps No Group last', () => {
    const rows = buildRows(sampleSnapshot, {
      scope: rootScope,
      query: '',
      sort: { field: 'name', direction: 'desc' },
    });
    expect(names(rows)).toEqual(['[Home]', '[Banking]', '[No Group]']);
  });

  it('lists a folder’s entries sorted by name, case-insensitively', () => {
    expect(
      names(
        buildRows(sampleSnapshot, {
          scope: { kind: 'folder', folderId: 'f-bank' },
          query: '',
          sort: defaultSort,
        }),
      ),
    ).toEqual(['Credit Union', 'Visa Card']);
    expect(
      names(
        buildRows(sampleSnapshot, {
          scope: { kind: 'folder', folderId: null },
          query: '',
          sort: defaultSort,
        }),
      ),
    ).toEqual(['airline miles', 'Email']);
  });

  it('sorts by username in both directions', () => {
    const scope = { kind: 'folder', folderId: 'f-bank' } as const;
    expect(
      names(buildRows(sampleSnapshot, { scope, query: '', sort: { field: 'username', direction: 'asc' } })),
    ).toEqual(['Visa Card', 'Credit Union']);
    expect(
      names(buildRows(sampleSnapshot, { scope, query: '', sort: { field: 'username', direction: 'desc' } })),
    ).toEqual(['Credit Union', 'Visa Card']);
  });

  it('searches the whole vault from the top level, over name, username, website and folder name', () => {
    const search = (query: string) =>
      names(buildRows(sampleSnapshot, { scope: rootScope, query, sort: defaultSort }));
    expect(search('visa')).toEqual(['Visa Card']);
    expect(search('DOOR CODE')).toEqual(['Front Door Keypad']);
    expect(search('mail.example')).toEqual(['Email']);
    expect(search('banking')).toEqual(['Credit Union', 'Visa Card']);
    expect(search('nothing like this')).toEqual([]);
  });

  it('searches only the open folder inside a folder', () => {
    expect(
      names(
        buildRows(sampleSnapshot, {
          scope: { kind: 'folder', folderId: 'f-home' },
          query: 'e',
          sort: defaultSort,
        }),
      ),
    ).toEqual(['Front Door Keypad']);
  });
});

describe('search', () => {
  it('treats a blank query as no search', () => {
    const blank = buildRows(sampleSnapshot, { scope: rootScope, query: '   ', sort: defaultSort });
    expect(blank).toEqual(buildRows(sampleSnapshot, { scope: rootScope, query: '', sort: defaultSort }));
  });

  it('matches case-insensitively, and a new sort of the same snapshot re-sorts', () => {
    const upper = buildRows(sampleSnapshot, { scope: rootScope, query: 'A', sort: defaultSort });
    const lower = buildRows(sampleSnapshot, { scope: rootScope, query: 'a', sort: defaultSort });
    expect(upper).toEqual(lower);
    const reversed = buildRows(sampleSnapshot, {
      scope: rootScope,
      query: 'a',
      sort: { ...defaultSort, direction: 'desc' },
    });
    expect(reversed.map((r) => r.key)).toEqual([...lower].reverse().map((r) => r.key));
  });
});

describe('showsFolderColumn', () => {
  it('shows while searching or when entries belong to folders', () => {
    const top = buildRows(sampleSnapshot, { scope: rootScope, query: '', sort: defaultSort });
    expect(showsFolderColumn(top, '')).toBe(false);
    const inFolder = buildRows(sampleSnapshot, {
      scope: { kind: 'folder', folderId: 'f-bank' },
      query: '',
      sort: defaultSort,
    });
    expect(showsFolderColumn(inFolder, '')).toBe(true);
    const noGroup = buildRows(sampleSnapshot, {
      scope: { kind: 'folder', folderId: null },
      query: '',
      sort: defaultSort,
    });
    expect(showsFolderColumn(noGroup, '')).toBe(false);
    expect(showsFolderColumn(noGroup, 'mail')).toBe(true);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts pages and reports the range', () => {
    expect(paginate(rows, 1, 10)).toMatchObject({
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      from: 1,
      to: 10,
      total: 23,
    });
    expect(paginate(rows, 3, 10)).toMatchObject({ rows: [21, 22, 23], from: 21, to: 23 });
  });

  it('clamps the page to the pages that exist', () => {
    expect(paginate(rows, 9, 10).page).toBe(3);
    expect(paginate(rows, 0, 10).page).toBe(1);
  });

  it('puts every row on one page for All (-1)', () => {
    expect(paginate(rows, 1, -1)).toMatchObject({ pageCount: 1, from: 1, to: 23 });
  });

  it('handles an empty list', () => {
    expect(paginate([], 1, 10)).toMatchObject({ rows: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('buildRows over a snapshot from the vault worker', () => {
  const entries = sampleSnapshot.entries.map((e) => ({
    ...e,
    searchText: `${e.name}\n${e.username}\n${e.website}`.toLowerCase(),
  }));
  const byName = Int32Array.from(sortedPositions(entries, compareEntriesAscending('name')));
  const byUsername = Int32Array.from(sortedPositions(entries, compareEntriesAscending('username')));
  const fromWorker: PasswordsSnapshot = {
    ...sampleSnapshot,
    entries,
    order: { name: byName, username: byUsername },
    complete: true,
  };

  it("follows the worker's orders in both directions, as the table's own sort would", () => {
    for (const sort of [
      defaultSort,
      { field: 'name', direction: 'desc' },
      { field: 'username', direction: 'asc' },
      { field: 'username', direction: 'desc' },
    ] as const) {
      const everyEntry = { scope: rootScope, query: 'a', sort };
      expect(names(buildRows(fromWorker, everyEntry))).toEqual(names(buildRows(sampleSnapshot, everyEntry)));
    }
    expect(
      names(
        buildRows(fromWorker, {
          scope: rootScope,
          query: 'a',
          sort: { field: 'username', direction: 'desc' },
        }),
      ),
    ).toEqual(['Credit Union', 'airline miles', 'Email', 'Front Door Keypad', 'Visa Card']);
  });

  it("finds entries by their folder's name and by the precomputed text", () => {
    expect(names(buildRows(fromWorker, { scope: rootScope, query: 'BANKING', sort: defaultSort }))).toEqual([
      'Credit Union',
      'Visa Card',
    ]);
    expect(
      names(buildRows(fromWorker, { scope: rootScope, query: 'mail.example', sort: defaultSort })),
    ).toEqual(['Email']);
  });

  it('counts folder rows from the id lists before any summary is decrypted', () => {
    const idsByFolder = new Map<string | null, string[]>([
      ['f-bank', ['e1', 'e2', 'x1']],
      [null, ['e4']],
    ]);
    const partial: PasswordsSnapshot = {
      folders: sampleSnapshot.folders,
      entries: [],
      idsByFolder,
      complete: false,
    };
    const rows = buildRows(partial, { scope: rootScope, query: '', sort: defaultSort });
    expect(rows.map((row) => (row.kind === 'folder' ? row.entryIds.length : -1))).toEqual([3, 0, 1]);
    expect([...allEntryIds(partial)].sort()).toEqual(['e1', 'e2', 'e4', 'x1']);
    expect([...allEntryIds(sampleSnapshot)].sort()).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  it("draws the folder rows from the server's counts while the vault streams in, with nothing to select until the ids are known", () => {
    const countsByFolder = new Map<string | null, number>([
      ['f-bank', 3],
      [null, 1],
    ]);
    // Two of Banking's entries already decrypted: still not the whole folder, so it selects nothing yet.
    const streaming: PasswordsSnapshot = {
      folders: sampleSnapshot.folders,
      entries: sampleSnapshot.entries.filter((entry) => entry.folderId === 'f-bank'),
      countsByFolder,
      complete: false,
    };
    const rows = buildRows(streaming, { scope: rootScope, query: '', sort: defaultSort });
    expect(rows.map((row) => (row.kind === 'folder' ? row.count : -1))).toEqual([3, 0, 1]);
    expect(rows.every((row) => row.kind === 'folder' && row.entryIds.length === 0)).toBe(true);
    expect(rows.filter(isSelectable)).toEqual([]);
    // Once every page is in, the ids (and their counts) take over.
    const complete: PasswordsSnapshot = {
      ...sampleSnapshot,
      countsByFolder,
      idsByFolder: new Map<string | null, string[]>([
        ['f-bank', ['e1', 'e2']],
        [null, ['e4', 'e5']],
      ]),
      complete: true,
    };
    const done = buildRows(complete, { scope: rootScope, query: '', sort: defaultSort });
    expect(done.map((row) => (row.kind === 'folder' ? [row.count, row.entryIds.length] : null))).toEqual([
      [2, 2],
      [0, 0],
      [2, 2],
    ]);
    expect(done.filter(isSelectable)).toHaveLength(2);
  });
});

describe('warmIndex', () => {
  /** A complete vault of `count` entries as the worker sends it, with its name and username orders. */
  function largeSnapshot(count: number): PasswordsSnapshot {
    const entries = Array.from({ length: count }, (_, i) => {
      const base = sampleSnapshot.entries[i % sampleSnapshot.entries.length]!;
      const entry = { ...base, id: `w${i}`, name: `${base.name} ${count - i}` };
      return { ...entry, searchText: `${entry.name}\n${entry.username}\n${entry.website}`.toLowerCase() };
    });
    const order = {
      name: sortedPositions(entries, compareEntriesAscending('name')),
      username: sortedPositions(entries, compareEntriesAscending('username')),
    };
    return { folders: sampleSnapshot.folders, entries, order, complete: true };
  }

  it('builds the index of 12,000 entries in slices, and searches find the same rows as without it', async () => {
    const snapshot = largeSnapshot(12_000);
    const unwarmed = largeSnapshot(12_000);
    let slices = 0;
    await warmIndex(
      snapshot,
      defaultSort,
      async () => {
        slices += 1;
      },
      () => false,
    );
    // Index 12,000 rows, then lay 12,000 out in order: five-thousand-entry slices, each after a yield.
    expect(slices).toBeGreaterThanOrEqual(5);
    for (const query of ['visa', 'bank', '11999', '']) {
      const scope = query === '' ? ({ kind: 'folder', folderId: 'f-bank' } as const) : rootScope;
      expect(names(buildRows(snapshot, { scope, query, sort: defaultSort }))).toEqual(
        names(buildRows(unwarmed, { scope, query, sort: defaultSort })),
      );
    }
  });

  it('stops when cancelled, and the table still searches without the index', async () => {
    const snapshot = largeSnapshot(12_000);
    let cancelled = false;
    let slices = 0;
    await warmIndex(
      snapshot,
      defaultSort,
      async () => {
        slices += 1;
        cancelled = slices === 2;
      },
      () => cancelled,
    );
    expect(slices).toBe(2);
    expect(
      buildRows(snapshot, { scope: rootScope, query: 'visa card 1', sort: defaultSort }).length,
    ).toBeGreaterThan(0);
  });

  it('while the summaries still arrive, indexes those received so far', async () => {
    const partial: PasswordsSnapshot = { ...largeSnapshot(6_000), complete: false, order: undefined };
    let slices = 0;
    await warmIndex(
      partial,
      defaultSort,
      async () => {
        slices += 1;
      },
      () => false,
    );
    expect(slices).toBe(2);
    expect(
      names(buildRows(partial, { scope: rootScope, query: 'email 1', sort: defaultSort })).length,
    ).toBeGreaterThan(0);
  });
});
