import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, hashOfRecord, type AuditRecord } from './audit-chain.js';
import {
  csvHeaderLine,
  csvLine,
  jsonClosing,
  jsonOpening,
  jsonRecord,
  type ExportHead,
} from './audit-files.js';
import { verifyAuditFile } from './verify-audit.command.js';

/** A chain of `n` records as the append makes them (labels that need quoting and a formula-looking one included). */
function chain(n: number): AuditRecord[] {
  const out: AuditRecord[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const unhashed = {
      firmId: 'firm-1',
      seq,
      id: `id-${seq}`,
      at: `2026-01-0${seq}T10:00:00.000Z`,
      kind: seq % 2 ? 'auth.sign_in' : 'client.status_changed',
      actorId: 'user-1',
      actorRole: 'advisor',
      actorLabel: seq === 2 ? '=cmd|"a,b"@example.com' : 'alex@example.com',
      subjectType: null,
      subjectId: null,
      detail: { app: 'passwordguru', n: seq, ok: true, none: null },
      ip: '127.0.0.1',
      prevHash,
    };
    const record = { ...unhashed, hash: hashOfRecord(unhashed) };
    out.push(record);
    prevHash = record.hash;
  }
  return out;
}

const csvOf = (records: AuditRecord[]) => csvHeaderLine() + records.map(csvLine).join('');
function jsonOf(records: AuditRecord[], head: Partial<ExportHead> = {}): string {
  const last = records.at(-1);
  const full: ExportHead = {
    firmId: 'firm-1',
    exportedAt: '2026-01-09T00:00:00.000Z',
    complete: true,
    lastSeq: last?.seq ?? null,
    lastHash: last?.hash ?? null,
    ...head,
  };
  return jsonOpening(full) + records.map((r, i) => jsonRecord(r, i === 0)).join('') + jsonClosing;
}

describe('verify-audit on export files', () => {
  let dir: string;
  const file = async (name: string, text: string) => {
    const p = path.join(dir, name);
    await writeFile(p, text);
    return p;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'audit-verify-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes a whole export, CSV and JSON', async () => {
    const records = chain(6);
    expect(await verifyAuditFile(await file('ok.csv', csvOf(records)), false)).toEqual({
      ok: true,
      lines: [expect.stringMatching(/^OK .*ok\.csv: 6 records, the chain verifies \(last record #6\)\.$/)],
    });
    expect((await verifyAuditFile(await file('ok.json', jsonOf(records)), false)).ok).toBe(true);
  });

  it('names a changed record', async () => {
    const records = chain(6);
    records[3] = { ...records[3]!, detail: { app: 'documentvault', n: 4, ok: true, none: null } };
    const out = await verifyAuditFile(await file('changed.csv', csvOf(records)), false);
    expect(out.ok).toBe(false);
    expect(out.lines[0]).toMatch(/record #4 \(id id-4\) does not fit: its content does not match its hash/);
  });

  it('names the record after a removed one, and a moved one', async () => {
    const records = chain(6);
    const removed = await verifyAuditFile(
      await file('removed.json', jsonOf([...records.slice(0, 2), ...records.slice(3)])),
      false,
    );
    expect(removed.lines[0]).toMatch(/record #4 \(id id-4\) does not fit: its number does not follow/);
    const moved = [records[0]!, records[2]!, records[1]!, ...records.slice(3)];
    expect((await verifyAuditFile(await file('moved.csv', csvOf(moved)), false)).lines[0]).toMatch(
      /record #3 \(id id-3\)/,
    );
  });

  it('finds the last records gone from a whole JSON export, not from a filtered one', async () => {
    const records = chain(6);
    const full = jsonOf(records);
    const cut = full.replace(`,\n${JSON.stringify(records[5])}`, '');
    expect((await verifyAuditFile(await file('cut.json', cut), false)).lines[0]).toMatch(
      /the records from #6 on are missing/,
    );
    const filtered = jsonOf([records[0]!, records[2]!, records[4]!], {
      complete: false,
      lastSeq: null,
      lastHash: null,
    });
    expect((await verifyAuditFile(await file('filtered.json', filtered), false)).ok).toBe(true);
    expect(
      (await verifyAuditFile(await file('filtered.csv', csvOf([records[0]!, records[2]!])), true)).ok,
    ).toBe(true);
    expect(
      (await verifyAuditFile(await file('filtered-strict.csv', csvOf([records[0]!, records[2]!])), false)).ok,
    ).toBe(false);
  });
});
