import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppType, loginPath } from '@guru/shared';
import { buildMatrixWorld } from '../../test/harness/authorization-matrix/world.js';
import { planTables } from '../../db/backup/table-order.js';
import type { Db } from '../../db/database.js';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep } from '../../test/sign-in.js';
import { createTestUser } from '../../test/test-app.js';
import { deleteFirm } from './firm-deletion.js';

type Row = Record<string, unknown>;

async function everyRow(db: Db): Promise<Map<string, Row[]>> {
  const rows = new Map<string, Row[]>();
  for (const table of (await planTables(db)).order) {
    rows.set(
      table,
      (await db.kysely
        .selectFrom(table as 'firms')
        .selectAll()
        .execute()) as Row[],
    );
  }
  return rows;
}

/**
 * What names a firm: its id, the id of every row that says it is the firm's (`firm_id`) or one of its
 * users' (`user_id`), its users' ids, e-mails and phones (those no one outside the firm also has).
 */
function referencesOf(all: Map<string, Row[]>, firmId: string): Set<string> {
  const users = all.get('users') ?? [];
  const own = users.filter((u) => u.firm_id === firmId);
  const userIds = new Set(own.map((u) => String(u.id)));
  const outside = new Set(
    users
      .filter((u) => u.firm_id !== firmId)
      .flatMap((u) => [u.email, u.email_key, u.phone_number, u.recover_phone_number]),
  );
  const refs = new Set<string>([firmId, ...userIds]);
  for (const u of own) {
    for (const value of [u.email, u.email_key, u.phone_number, u.recover_phone_number]) {
      if (typeof value === 'string' && value !== '' && !outside.has(value)) refs.add(value);
    }
  }
  for (const rows of all.values()) {
    for (const row of rows) {
      const ofFirm = row.firm_id === firmId || (typeof row.user_id === 'string' && userIds.has(row.user_id));
      if (ofFirm && typeof row.id === 'string') refs.add(row.id);
    }
  }
  return refs;
}

/** Every cell, in every table, that holds one of `refs` (as itself or inside a key). */
function cellsNaming(all: Map<string, Row[]>, refs: Set<string>): string[] {
  const found: string[] = [];
  for (const [table, rows] of all) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        for (const ref of refs)
          if (value.includes(ref)) found.push(`${table}.${column} = ${value} (names ${ref})`);
      }
    }
  }
  return found;
}

const count = (all: Map<string, Row[]>) => [...all].map(([table, rows]) => `${table}: ${rows.length}`);

describe.each(testDialects())('firm deletion on %s', (dialect) => {
  it('leaves no row of the firm in any table, nor any row naming its users, its rows or their phones; other firms keep all of theirs', async () => {
    // The authorization matrix's world: a firm with an advisor, clients, second and third-party users,
    // entries, folders, documents, shares, invites, sessions with their codes; and a firm beside it.
    const w = await buildMatrixWorld(dialect);
    const { t } = w;
    try {
      const ctx = t.app.guru;
      const firmId = w.ids.firmId;
      // The attempt counters of a known name (its user, its source address), of an unknown name typed at
      // the firm, of a wrong PIN (the user's and the session's).
      const dana = await createTestUser(t.app, { firmId, username: 'dana' });
      const stranger = new TestClient(t.app, 'localhost');
      expect((await passwordStep(stranger, dana, AppType.password, 'Wrong-password-1')).statusCode).toBe(401);
      const unknown = await stranger.post('/auth/prelogin', { username: 'nobody-here' });
      expect(unknown.statusCode).toBe(200);
      const typed = await stranger.post(loginPath(AppType.password), {
        username: 'nobody-here',
        authKey: Buffer.alloc(32, 7).toString('base64'),
        appType: AppType.password,
      });
      expect(typed.statusCode).toBe(401);
      const client = new TestClient(t.app, 'localhost');
      expect((await passwordStep(client, dana, AppType.password)).statusCode).toBe(200);
      const code = await latestSmsCode(t.app, dana.phone);
      expect((await client.post('/auth/verify-code', { code, appType: AppType.password })).statusCode).toBe(
        200,
      );
      const wrongPin = dana.pin === '000000' ? '111111' : '000000';
      const pin = await client.post('/auth/access-code-login', {
        pinCode: wrongPin,
        appType: AppType.password,
      });
      expect(pin.statusCode).toBeGreaterThanOrEqual(400);
      // A passkey of hers (with its PRF wrap), and a ceremony open at the firm's address (ADR 0044).
      const now = ctx.clock.now().toISOString();
      // The quarter's access-review reminder, sent (ADR 0051).
      expect(await ctx.repos.accessReview.claimReminder(firmId, '2026-Q4', now)).toBe(true);
      await ctx.repos.passkeys.insert({
        id: crypto.randomUUID(),
        user_id: dana.id,
        firm_id: firmId,
        rp_id: 'localhost',
        credential_id: 'ZGFuYS1wYXNza2V5',
        public_key: 'cHVibGljLWtleQ',
        counter: 3,
        transports: '["internal"]',
        name: 'Dana laptop',
        prf_supported: 1,
        prf_user_key: `v1.${'A'.repeat(16)}.${'B'.repeat(43)}`,
        created_at: now,
        last_used_at: now,
      });
      await ctx.repos.passkeys.putChallenge({
        challenge: 'ZGFuYS1jaGFsbGVuZ2U',
        purpose: 'sign_in',
        firm_id: firmId,
        rp_id: 'localhost',
        user_id: dana.id,
        session_id: null,
        expires_at: now,
      });

      // Incident notices (ADR 0053): the provider's, sent to the firm and the spare firm, and the firm's own.
      const notice = (id: string, ownerFirm: string | null) => ({
        id,
        firm_id: ownerFirm,
        sent_by: null,
        sent_by_label: 'someone@example.com',
        title: 'Incident',
        occurred_on: '2026-01-02',
        what_happened: 'Happened.',
        what_we_did: 'Did.',
        what_you_should_do: 'Do.',
        created_at: now,
      });
      const recipient = (noticeId: string, userId: string, ofFirm: string) => ({
        notice_id: noticeId,
        user_id: userId,
        firm_id: ofFirm,
        sent_at: now,
        acknowledged_at: null,
      });
      const providerNotice = crypto.randomUUID();
      await ctx.repos.incidentNotices.insert(notice(providerNotice, null), [
        recipient(providerNotice, w.ids.advisorA, firmId),
        recipient(providerNotice, w.ids.spareAdvisorId, w.ids.spareFirmId),
      ]);
      const firmNotice = crypto.randomUUID();
      await ctx.repos.incidentNotices.insert(notice(firmNotice, firmId), [
        recipient(firmNotice, w.ids.clientA, firmId),
      ]);

      const before = await everyRow(ctx.db);
      const refs = referencesOf(before, firmId);
      const namingOthers = cellsNaming(before, new Set([w.ids.spareFirmId]));
      expect(await deleteFirm(ctx, firmId, async () => true), 'the firm is deleted').toBe(true);

      const after = await everyRow(ctx.db);
      expect(cellsNaming(after, refs)).toEqual([]);
      // The other firms' rows are all there.
      expect(cellsNaming(after, new Set([w.ids.spareFirmId]))).toEqual(namingOthers);
      expect(count(after).filter((line) => line.startsWith('firms:'))).toEqual([
        `firms: ${(before.get('firms')?.length ?? 0) - 1}`,
      ]);
      expect(after.get('incident_notices')?.map((r) => r.id)).toEqual([providerNotice]);
      expect(after.get('incident_notice_recipients')?.map((r) => r.firm_id)).toEqual([w.ids.spareFirmId]);
      expect(await deleteFirm(ctx, firmId, async () => true), 'a firm already gone').toBe(false);
    } finally {
      await t.close();
    }
  });

  it('deletes nothing when the firm is no longer due (asked inside the transaction)', async () => {
    const w = await buildMatrixWorld(dialect);
    try {
      const ctx = w.t.app.guru;
      const before = count(await everyRow(ctx.db));
      expect(await deleteFirm(ctx, w.ids.firmId, async () => false)).toBe(false);
      expect(count(await everyRow(ctx.db))).toEqual(before);
    } finally {
      await w.t.close();
    }
  });
});
