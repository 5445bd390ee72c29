import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppType, ErrorCode, apiPaths, subscriptionApiPaths as p } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { trailEvents } from '../test/audit.js';
import { drainOutgoing } from '../test/outgoing.js';
import { signInClient } from '../test/sign-in.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../test/test-app.js';
import { firmObjectPrefix as firmDocumentsPrefix } from '../modules/documents/firm-data.repository.js';
import { currentOf, hostOf, mailsTo, patchCurrent, signInTotpAt } from '../test/fixtures/subscriptions.js';
import { JobScheduler } from './scheduler.js';
import {
  runLifecycle as runSubscriptionLifecycle,
  subscriptionLifecycleJob,
} from './subscription-lifecycle.job.js';

const DAY = 24 * 60;

describe.each(testDialects())('subscription lifecycle job on %s', (dialect) => {
  // Each test has its own app, database and clock: the runs count every firm due, so no test may see
  // another's firms (or start from the state another left behind).
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  /**
   * Acme, whose subscription runs to its period end, with an advisor, a disabled advisor and a client;
   * Kept, a firm with a user that renews well beyond everything a test does. `at(days)` moves the clock
   * to that many days from Acme's period end.
   */
  async function lapsingFirm() {
    const acmeId = await createFirm(t.app, 'acme', 'Acme Wealth');
    const keptId = await createFirm(t.app, 'kept', 'Kept Firm');
    const advisor = await createTestUser(t.app, {
      firmId: acmeId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    const away = await createTestUser(t.app, { firmId: acmeId, username: 'away', role: 'advisor' });
    await t.app.guru.repos.users.update(away.id, { status: 'disabled' });
    const client = await createTestUser(t.app, { firmId: acmeId, username: 'casey' });
    await createTestUser(t.app, { firmId: keptId, username: 'kim' });
    const periodEnd = new Date((await currentOf(t.app, acmeId)).current_period_end);
    await patchCurrent(t.app, keptId, {
      current_period_end: new Date(periodEnd.getTime() + 5 * 365 * 86_400_000).toISOString(),
    });
    const at = (daysFromEnd: number) => {
      const target = periodEnd.getTime() + daysFromEnd * 86_400_000;
      t.clock.advanceMinutes((target - t.clock.now().getTime()) / 60_000);
    };
    const subjects = async () => (await mailsTo(t.app, 'adam@example.com')).map((m) => m.subject).reverse();
    return { acmeId, keptId, advisor, client, periodEnd, at, subjects };
  }

  it("warns the firm's active advisors 30, 7 and 1 days before the period end, once each, under two concurrent runners", async () => {
    const { at, subjects } = await lapsingFirm();
    at(-31);
    await runSubscriptionLifecycle(t.app.guru);
    expect(await subjects()).toEqual([]);
    at(-30);
    const [a, b] = [
      new JobScheduler(t.app.guru, [subscriptionLifecycleJob], 'a'),
      new JobScheduler(t.app.guru, [subscriptionLifecycleJob], 'b'),
    ];
    expect((await Promise.all([a.runDue(), b.runDue()])).flat()).toEqual([subscriptionLifecycleJob.name]);
    expect(await subjects()).toEqual(['Your Guru Suite subscription ends in 30 days']);
    await runSubscriptionLifecycle(t.app.guru);
    at(-8);
    await runSubscriptionLifecycle(t.app.guru);
    at(-7);
    await Promise.all([runSubscriptionLifecycle(t.app.guru), runSubscriptionLifecycle(t.app.guru)]);
    at(-0.5);
    await runSubscriptionLifecycle(t.app.guru);
    await runSubscriptionLifecycle(t.app.guru);
    expect(await subjects()).toEqual([
      'Your Guru Suite subscription ends in 30 days',
      'Your Guru Suite subscription ends in 7 days',
      'Your Guru Suite subscription ends tomorrow',
    ]);
    await drainOutgoing(t.app);
    expect(await mailsTo(t.app, 'away@example.com')).toEqual([]);
    const [mail] = await mailsTo(t.app, 'adam@example.com');
    expect(mail?.text).toContain('http://acme.localhost:3000/dashboard/subscription');
  });

  it('makes it past_due at the period end (the console closes, clients keep their apps), then suspended after 14 days of grace', async () => {
    const { acmeId, keptId, advisor, client, periodEnd, at, subjects } = await lapsingFirm();
    at(0);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ pastDue: 1, suspended: 0 });
    const pastDue = await currentOf(t.app, acmeId);
    expect(pastDue).toMatchObject({
      status: 'past_due',
      grace_ends_at: new Date(periodEnd.getTime() + 14 * 86_400_000).toISOString(),
    });
    expect((await subjects()).at(-1)).toBe('Your Guru Suite subscription has ended');
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    expect((await asAdvisor.get(p.branding)).json().error.code).toBe(ErrorCode.SUBSCRIPTION_INVALID);
    const asClient = await signInClient(t.app, client, AppType.password, hostOf('acme'));
    expect((await asClient.get(apiPaths.passwordsMyItems)).statusCode).toBe(200);

    at(13.9);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ suspended: 0 });
    // Open sessions just before the suspension (the earlier ones have idled out).
    at(13.995);
    const lateClient = await signInClient(t.app, client, AppType.password, hostOf('acme'));
    const lateAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    at(14);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ suspended: 1 });
    expect(await currentOf(t.app, acmeId)).toMatchObject({
      status: 'suspended',
      suspended_at: t.clock.now().toISOString(),
    });
    expect((await subjects()).at(-1)).toBe('The accounts of Acme Wealth are suspended');
    // Both steps in the firm's trail, by the suite itself (ADR 0048).
    expect(
      (await trailEvents(t.app, acmeId, 'subscription.changed')).map((e) => [e.actorRole, e.detail.status]),
    ).toEqual([
      ['system', 'past_due'],
      ['system', 'suspended'],
    ]);
    // Each open session ends at its next call, with the reason (ADR 0016).
    expect((await lateClient.get(apiPaths.passwordsMyItems)).json().error.code).toBe(
      ErrorCode.FIRM_SUSPENDED,
    );
    expect((await lateClient.get(apiPaths.passwordsMyItems)).statusCode).toBe(401);
    expect(
      (await lateAdvisor.get(`${apiPaths.session}?appType=${AppType.password}`)).json().data.ended.code,
    ).toBe(ErrorCode.FIRM_SUSPENDED);
    expect((await asClient.get(apiPaths.passwordsMyItems)).statusCode).toBe(401);
    expect((await currentOf(t.app, keptId)).status).toBe('active');
  });

  it('deletes the firm, every row of it and its stored files one year after the suspension; other firms untouched', async () => {
    const { acmeId, keptId, client, at } = await lapsingFirm();
    // Past due at the period end, suspended after the grace.
    at(0);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ pastDue: 1 });
    at(14);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ suspended: 1 });
    const file = `${firmDocumentsPrefix(acmeId)}/${client.id}/doc-1`;
    const otherFile = `${firmDocumentsPrefix(keptId)}/someone/doc-2`;
    await t.app.guru.files.put(file, [Buffer.from('a client document')]);
    await t.app.guru.files.put(otherFile, [Buffer.from('another firm')]);
    at(14 + 364);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ deleted: 0 });
    at(14 + 365);
    expect(await runSubscriptionLifecycle(t.app.guru)).toMatchObject({ deleted: 1 });

    const db = t.app.guru.db.kysely;
    expect(await t.app.guru.repos.firms.findById(acmeId)).toBeUndefined();
    expect(await db.selectFrom('users').select('id').where('firm_id', '=', acmeId).execute()).toEqual([]);
    expect(await db.selectFrom('subscriptions').select('id').where('firm_id', '=', acmeId).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('outbox').select('id').where('firm_id', '=', acmeId).execute()).toEqual([]);
    expect(await db.selectFrom('vault_items').select('id').where('firm_id', '=', acmeId).execute()).toEqual(
      [],
    );
    expect(await t.app.guru.files.stat(file)).toBeNull();
    expect(await t.app.guru.files.stat(otherFile)).not.toBeNull();
    expect(await t.app.guru.repos.firms.findById(keptId)).toBeDefined();
    expect((await db.selectFrom('users').select('id').where('firm_id', '=', keptId).execute()).length).toBe(
      1,
    );
  });

  it("catches up after downtime: a run long after the period end takes every step due, the deletion a year after that run's suspension", async () => {
    const lateId = await createFirm(t.app, 'late', 'Late Firm');
    await createTestUser(t.app, { firmId: lateId, username: 'lena', role: 'advisor' });
    const end = new Date((await currentOf(t.app, lateId)).current_period_end);
    t.clock.advanceMinutes((end.getTime() - t.clock.now().getTime()) / 60_000 + 200 * DAY);
    const scheduler = new JobScheduler(t.app.guru, [subscriptionLifecycleJob], 'after-downtime');
    expect(await scheduler.runDue()).toEqual([subscriptionLifecycleJob.name]);
    expect(await currentOf(t.app, lateId)).toMatchObject({
      status: 'suspended',
      suspended_at: t.clock.now().toISOString(),
    });
    expect((await mailsTo(t.app, 'lena@example.com')).map((m) => m.subject).reverse()).toEqual([
      'Your Guru Suite subscription has ended',
      'The accounts of Late Firm are suspended',
    ]);
    t.clock.advanceMinutes(365 * DAY);
    expect(await scheduler.runDue()).toEqual([subscriptionLifecycleJob.name]);
    expect(await t.app.guru.repos.firms.findById(lateId)).toBeUndefined();
  });
});
