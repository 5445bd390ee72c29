import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { retentionMessages } from '@guru/shared';
import { runLifecycle } from '../../jobs/subscription-lifecycle.job.js';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { seedDocument } from '../../test/fixtures/documents.js';
import { currentOf, mailsTo, patchCurrent } from '../../test/fixtures/subscriptions.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { deleteFirm } from '../firm-deletion/firm-deletion.js';

const DAY_MINUTES = 24 * 60;

/**
 * Legal holds against the subscription lifecycle (ADR 0050): the deletion of a firm a year after its suspension
 * is held back while a client of it is on hold, the provider is told once what was kept, and the firm goes at the
 * first run after the last hold is lifted.
 */
describe.each(testDialects())('legal holds and the lifecycle job on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  async function suspendedFirmWithHold() {
    const ctx = t.app.guru;
    const firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    const advisor = await createTestUser(t.app, { firmId, username: 'adam', role: 'advisor' });
    const held = await createTestUser(t.app, { firmId, username: 'casey' });
    const other = await createTestUser(t.app, { firmId, username: 'cora' });
    const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    const space = { firmId, clientId: held.id };
    const shared = await seedDocument(ctx, space, {
      area: 'shared',
      uploadedBy: held.id,
      fileName: 'ledger.pdf',
    });
    await seedDocument(ctx, space, { area: 'shared', uploadedBy: advisor.id, faUploadUserId: advisor.id });
    await seedDocument(ctx, { firmId, clientId: other.id }, { area: 'shared', uploadedBy: other.id });
    await ctx.repos.retention.placeHold({
      client_id: held.id,
      firm_id: firmId,
      reason: 'Litigation',
      placed_by: advisor.id,
      placed_at: ctx.clock.now().toISOString(),
    });
    t.clock.advanceMinutes(400 * DAY_MINUTES);
    await patchCurrent(t.app, firmId, {
      status: 'suspended',
      suspended_at: new Date(ctx.clock.now().getTime() - 366 * 86_400_000).toISOString(),
    });
    return { firmId, advisor, held, provider, shared };
  }

  it('holds back the deletion of a suspended firm with a client on hold, tells the provider once what it kept, deletes it once the hold is lifted', async () => {
    const ctx = t.app.guru;
    const { firmId, held, provider, shared } = await suspendedFirmWithHold();

    expect(await runLifecycle(ctx)).toMatchObject({ deleted: 0 });
    await drainOutgoing(t.app);
    expect(await ctx.repos.firms.findById(firmId)).toBeDefined();
    expect((await currentOf(t.app, firmId)).status).toBe('suspended');
    const kept = await ctx.db.kysely
      .selectFrom('documents')
      .select(['id'])
      .where('firm_id', '=', firmId)
      .where('client_id', '=', held.id)
      .execute();
    expect(kept.map((d) => d.id)).toContain(shared.id);
    expect(await ctx.files.stat(shared.objectKey)).not.toBeNull();
    const mails = await mailsTo(t.app, provider.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Firm deletion held back by legal holds: Acme Wealth');
    expect(mails[0]?.text).toContain(held.id);
    expect(mails[0]?.text).toContain('1 of its clients are on legal hold, with 2 documents');
    const [event] = await trailEvents(t.app, firmId, 'retention.firm_deletion_held');
    expect(event).toMatchObject({ actorRole: 'system', detail: { clients: 1, documents: 2 } });

    // The next hourly run keeps it again and tells nobody twice.
    t.clock.advanceMinutes(60);
    expect(await runLifecycle(ctx)).toMatchObject({ deleted: 0 });
    await drainOutgoing(t.app);
    expect(await mailsTo(t.app, provider.email)).toHaveLength(1);
    expect(await trailEvents(t.app, firmId, 'retention.firm_deletion_held')).toHaveLength(1);

    expect(await ctx.repos.retention.liftHold(firmId, held.id)).toBe(true);
    t.clock.advanceMinutes(60);
    expect(await runLifecycle(ctx)).toMatchObject({ deleted: 1 });
    expect(await ctx.repos.firms.findById(firmId)).toBeUndefined();
    expect(
      await ctx.db.kysely.selectFrom('documents').select('id').where('firm_id', '=', firmId).execute(),
    ).toEqual([]);
    expect(await ctx.db.kysely.selectFrom('legal_holds').selectAll().execute()).toEqual([]);
    expect(await ctx.files.stat(shared.objectKey)).toBeNull();
  });

  it('firm deletion itself keeps a firm with a hold (whoever calls it), and a firm that is not due stays without a notice', async () => {
    const ctx = t.app.guru;
    const { firmId, provider } = await suspendedFirmWithHold();
    expect(await deleteFirm(ctx, firmId, async () => false)).toBe(false);
    await drainOutgoing(t.app);
    expect(await mailsTo(t.app, provider.email)).toEqual([]);
    expect(await deleteFirm(ctx, firmId, async () => true)).toBe(false);
    await drainOutgoing(t.app);
    expect(await ctx.repos.firms.findById(firmId)).toBeDefined();
    expect((await mailsTo(t.app, provider.email))[0]?.text).toContain(retentionMessages.keptText.slice(0, 9));
  });
});
