import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanId } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClient, buildFirm, buildUsers } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { SessionsRepository } from './sessions.repository.js';

/** A session row of `userId` (only what the lookup reads back matters). */
function sessionRow(id: string, userId: string, firmId: string) {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id,
    user_id: userId,
    firm_id: firmId,
    app_type: 'passwordguru',
    stage: 'active' as const,
    pin_unlocked: 1,
    unlock_secret: 'c2VjcmV0',
    created_at: at,
    last_activity_at: at,
    expires_at: '2026-11-21T10:00:00.000Z',
    ip: '203.0.113.9',
    user_agent: 'Test',
    login_name: 'email' as const,
  };
}

/** The one query of every signed-in call gives what the three lookups it replaces gave. */
describe.each(testDialects())('a session read with its user and subscription on %s', (dialect) => {
  let t: ServiceTestContext;
  let repo: SessionsRepository;

  beforeAll(async () => {
    t = await createServiceContext(dialect);
    repo = new SessionsRepository(t.ctx.db.kysely);
  });
  afterAll(() => t.close());

  it("is the session row, the user row and the firm's current subscription", async () => {
    const firm = await buildFirm(t.ctx.db);
    const client = await buildClient(t.ctx.db, firm);
    await repo.insert(sessionRow('s-client', client.id, firm.id));
    // A later term is the current one.
    await t.ctx.repos.subscriptions.insertTerm({
      firmId: firm.id,
      planId: PlanId.documentVaultYearly,
      status: 'trialing',
      start: new Date('2030-01-01T00:00:00Z'),
    });

    const found = await repo.findWithUser('s-client');
    expect(found?.session).toEqual(await repo.findById('s-client'));
    expect(found?.user).toEqual(await t.ctx.repos.users.findById(client.id));
    expect(found?.subscription).toEqual({ status: 'trialing', plan_id: PlanId.documentVaultYearly });
  });

  it('has no subscription for a user of no firm, and nothing for an unknown session', async () => {
    const firm = await buildFirm(t.ctx.db);
    const advisor = await buildAdvisor(t.ctx.db, firm);
    await t.ctx.db.kysely.deleteFrom('subscriptions').where('firm_id', '=', firm.id).execute();
    await repo.insert(sessionRow('s-advisor', advisor.id, firm.id));
    expect((await repo.findWithUser('s-advisor'))?.subscription).toBeNull();

    const [provider] = await buildUsers(t.ctx.db, { id: firm.id }, [{ roleId: 1, scope: 'provider' }]);
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ firm_id: null })
      .where('id', '=', provider!.id)
      .execute();
    await repo.insert(sessionRow('s-provider', provider!.id, firm.id));
    const found = await repo.findWithUser('s-provider');
    expect(found?.user?.firm_id).toBeNull();
    expect(found?.subscription).toBeNull();

    expect(await repo.findWithUser('no-such-session')).toBeUndefined();
  });
});
