import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrator.js';

describe('the SQLite files', () => {
  it('are private to the server: the data folder 0700, the database and its WAL 0600, even in a folder made open before', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guru-perm-')), 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'guru.sqlite');
    const db = openDatabase({ databaseUrl: null, sqlitePath: file });
    try {
      await migrateToLatest(db);
      const mode = (p: string) => fs.statSync(p).mode & 0o777;
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      await db.close();
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
