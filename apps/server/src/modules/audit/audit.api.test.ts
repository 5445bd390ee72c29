import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BE_API_PREFIX,
  auditApiPaths,
  clientApiPaths,
  type AuditList,
  type AuditVerifyResult,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep, signInClient } from '../../test/sign-in.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { checkChain } from './audit-chain.js';
import { recordsOfCsv, recordsOfJson } from './audit-files.js';
import { appendAuditEvent, systemActor } from './audit.js';

const list = `${BE_API_PREFIX}${auditApiPaths.list}`;
const exportPath = `${BE_API_PREFIX}${auditApiPaths.export}`;
const verify = `${BE_API_PREFIX}${auditApiPaths.verify}`;

describe.each(testDialects())('audit trail on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let otherFirmId: string;
  let advisor: TestClient;
  let otherAdvisor: TestClient;
  let casey: TestUser;

  const trail = async (query = '') =>
    (await advisor.get(`${list}?perPage=200${query}`, asApp())).json().data as AuditList;
  const live = async () => (await advisor.get(verify, asApp())).json().data as AuditVerifyResult;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    advisor = await signInStaff(t.app, alex);
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost');
  });
  afterAll(() => t.close());

  it('records sign-ins, a failed password and client status changes, chained from 1', async () => {
    expect((await passwordStep(new TestClient(t.app), casey, 'passwordguru', 'Wrong!2026x')).statusCode).toBe(
      401,
    );
    await signInClient(t.app, casey, 'passwordguru');
    expect(
      (
        await advisor.request(
          'PUT',
          clientApiPaths.clientDisabled.replace(':id', casey.id),
          { isDisabled: true },
          asApp(),
        )
      ).statusCode,
    ).toBe(200);
    const page = await trail();
    const kinds = page.items.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['auth.sign_in', 'auth.sign_in_failed', 'client.status_changed']),
    );
    const failed = page.items.find((e) => e.kind === 'auth.sign_in_failed');
    expect(failed).toMatchObject({
      actorId: casey.id,
      actorRole: 'client',
      detail: { app: 'passwordguru', knownName: true },
    });
    const disabled = page.items.find((e) => e.kind === 'client.status_changed');
    expect(disabled).toMatchObject({
      actorRole: 'advisor',
      actorLabel: 'alex@example.com',
      subjectId: casey.id,
      detail: { status: 'disabled' },
    });
    expect(page.items.map((e) => e.seq)).toEqual(page.items.map((_, i) => page.total - i));
    expect(await live()).toEqual({ ok: true, count: page.total, badSeq: null, reason: null });
    await advisor.request(
      'PUT',
      clientApiPaths.clientDisabled.replace(':id', casey.id),
      { isDisabled: false },
      asApp(),
    );
  });

  it('shows a firm only its own trail; clients and strangers are refused', async () => {
    const other = (await otherAdvisor.get(`${list}?perPage=200`, asApp())).json().data as AuditList;
    expect(
      other.items.every((e) => e.actorLabel !== 'alex@example.com' && e.actorLabel !== 'casey@example.com'),
    ).toBe(true);
    expect((await new TestClient(t.app).get(list)).statusCode).toBe(401);
    const asClient = await signInClient(t.app, casey, 'passwordguru');
    expect((await asClient.get(list, asApp())).statusCode).toBe(403);
    expect((await advisor.get(`${list}?group=nope`, asApp())).statusCode).toBe(400);
    expect((await advisor.get(`${list}?from=2026-13-01`, asApp())).statusCode).toBe(400);
  });

  it('filters by group, kind and dates', async () => {
    const clientEvents = await trail('&group=client');
    expect(clientEvents.items.length).toBeGreaterThan(0);
    expect(clientEvents.items.every((e) => e.kind.startsWith('client.'))).toBe(true);
    const signIns = await trail('&kind=auth.sign_in');
    expect(signIns.items.every((e) => e.kind === 'auth.sign_in')).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await trail(`&from=${today}&to=${today}`)).total).toBe((await trail()).total);
    expect((await trail('&to=2000-01-01')).total).toBe(0);
  });

  it('exports JSON and CSV with the hashes; both verify, and the export is in the trail', async () => {
    const json = await advisor.get(`${exportPath}?format=json`, asApp());
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { head, records } = recordsOfJson(json.body);
    expect(head).toMatchObject({ firmId, complete: true });
    expect(records.at(-1)).toMatchObject({
      kind: 'audit.exported',
      detail: { format: 'json', filtered: false },
    });
    expect(
      checkChain(records, { head: head && { lastSeq: head.lastSeq!, lastHash: head.lastHash! } }),
    ).toMatchObject({ ok: true, count: records.length });
    const csv = await advisor.get(`${exportPath}?format=csv`, asApp());
    expect(csv.headers['content-type']).toContain('text/csv');
    const fromCsv = recordsOfCsv(csv.body);
    expect(fromCsv.slice(0, records.length)).toEqual(records);
    expect(checkChain(fromCsv)).toMatchObject({ ok: true });
    const filtered = recordsOfJson((await advisor.get(`${exportPath}?group=client`, asApp())).body);
    expect(filtered.head?.complete).toBe(false);
    expect(filtered.records.every((r) => r.kind.startsWith('client.'))).toBe(true);
    expect(checkChain(filtered.records, { partial: true })).toMatchObject({ ok: true });
  });

  it('keeps one unforked chain under parallel appends from requests and services', async () => {
    const before = (await trail()).total;
    await Promise.all([
      // Three more wrong passwords (four in all from this address: below the lock, each one recorded).
      ...Array.from({ length: 3 }, () =>
        passwordStep(new TestClient(t.app), casey, 'passwordguru', 'Wrong!2026x'),
      ),
      ...Array.from({ length: 13 }, () =>
        appendAuditEvent(t.app.guru, firmId, {
          kind: 'provider.firm_action',
          actor: systemActor,
          detail: { action: 'test' },
        }),
      ),
      ...Array.from({ length: 4 }, () => advisor.get(`${exportPath}?format=csv`, asApp())),
    ]);
    const after = await trail();
    expect(after.total).toBe(before + 20);
    expect(new Set(after.items.map((e) => e.seq)).size).toBe(after.total);
    expect(await live()).toMatchObject({ ok: true, count: after.total });
  });

  describe('the verifier names the first record that does not fit', () => {
    const rows = () =>
      t.app.guru.db.kysely.selectFrom('audit_events').selectAll().where('firm_id', '=', firmId);

    it('a changed record', async () => {
      const victim = await rows().where('seq', '=', 3).executeTakeFirstOrThrow();
      await t.app.guru.db.kysely
        .updateTable('audit_events')
        .set({ detail: '{"app":"documentvault"}' })
        .where('id', '=', victim.id)
        .execute();
      expect(await live()).toMatchObject({ ok: false, badSeq: 3, reason: 'changed' });
      const exported = recordsOfJson((await advisor.get(`${exportPath}?format=json`, asApp())).body);
      expect(checkChain(exported.records)).toMatchObject({
        ok: false,
        seq: 3,
        id: victim.id,
        reason: 'changed',
      });
      await t.app.guru.db.kysely
        .updateTable('audit_events')
        .set({ detail: victim.detail })
        .where('id', '=', victim.id)
        .execute();
      expect(await live()).toMatchObject({ ok: true });
    });

    it('a record whose hash was recomputed after a change (the next one no longer links)', async () => {
      const exported = recordsOfJson((await advisor.get(`${exportPath}?format=json`, asApp())).body).records;
      const { hashOfRecord } = await import('./audit-chain.js');
      const forged = exported.map((r) => ({ ...r }));
      forged[1] = { ...forged[1]!, actorLabel: 'someone@else.example' };
      forged[1].hash = hashOfRecord(forged[1]);
      expect(checkChain(forged)).toMatchObject({ ok: false, seq: 3, reason: 'broken-link' });
    });

    it('a removed, a reordered and a missing last record', async () => {
      const exported = recordsOfJson((await advisor.get(`${exportPath}?format=json`, asApp())).body);
      const records = exported.records;
      expect(checkChain([...records.slice(0, 4), ...records.slice(5)])).toMatchObject({
        ok: false,
        seq: 6,
        reason: 'out-of-order',
      });
      const swapped = [...records];
      [swapped[4], swapped[5]] = [swapped[5]!, swapped[4]!];
      expect(checkChain(swapped)).toMatchObject({ ok: false, seq: 6, reason: 'out-of-order' });
      const head = { lastSeq: exported.head!.lastSeq!, lastHash: exported.head!.lastHash! };
      expect(checkChain(records.slice(0, -1), { head })).toMatchObject({
        ok: false,
        seq: head.lastSeq,
        reason: 'missing-tail',
      });

      const last = await rows().orderBy('seq', 'desc').executeTakeFirstOrThrow();
      await t.app.guru.db.kysely.deleteFrom('audit_events').where('id', '=', last.id).execute();
      expect(await live()).toMatchObject({ ok: false, badSeq: Number(last.seq), reason: 'missing-tail' });
      await t.app.guru.db.kysely.insertInto('audit_events').values(last).execute();
      const middle = await rows().where('seq', '=', 5).executeTakeFirstOrThrow();
      await t.app.guru.db.kysely.deleteFrom('audit_events').where('id', '=', middle.id).execute();
      expect(await live()).toMatchObject({ ok: false, badSeq: 6, reason: 'out-of-order' });
      await t.app.guru.db.kysely.insertInto('audit_events').values(middle).execute();
      expect(await live()).toMatchObject({ ok: true });
    });
  });
});
