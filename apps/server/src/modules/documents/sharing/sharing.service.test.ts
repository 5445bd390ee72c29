import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appDisplayName, documentsMailMessages, formatMessage, type OutboxMessage } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import {
  buildAdvisor,
  buildClient,
  buildFirm,
  type BuiltFirm,
  type BuiltUser,
} from '../../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../../test/service-context.js';
import type { FirmSummary } from '../../firms/firms.repository.js';
import { InvitesRepository } from '../../invites/invites.repository.js';
import { newInvite } from '../../invites/invites.service.js';
import { inviteCodeIn } from '../../../test/fixtures/invites.js';
import { browserSignup, confirmSignupPhoneInService } from '../../../test/fixtures/signup.js';
import { SignupRepository } from '../../signup/signup.repository.js';
import { SignupService } from '../../signup/signup.service.js';
import { newLoginSalts } from '../../auth/login-names.js';
import { seedDocument, seedFolder, type SeededDocument } from '../../../test/fixtures/documents.js';
import { SharingService, type ShareCaller } from './sharing.service.js';

const ORIGIN = 'https://demo.guru.example';

describe.each(testDialects())('sharing with people who have no account yet, on %s', (dialect) => {
  let s: ServiceTestContext;
  let firm: BuiltFirm;
  let summary: FirmSummary;
  let client: BuiltUser;
  let advisor: BuiltUser;
  let caller: ShareCaller;
  let sharing: SharingService;
  let statement: SeededDocument;
  let folder: { id: string; name: string };

  beforeEach(async () => {
    s = await createServiceContext(dialect);
    firm = await buildFirm(s.ctx.db, { name: 'Demo Wealth Partners' });
    summary = (await s.ctx.repos.firms.findById(firm.id))!;
    client = await buildClient(s.ctx.db, firm, { email: 'casey@example.com' });
    advisor = await buildAdvisor(s.ctx.db, firm, {
      first_name: 'Alex',
      last_name: 'Advisor',
      email: 'alex@example.com',
    });
    caller = {
      user: { kind: 'advisor', userId: advisor.id, firmId: firm.id },
      actor: { id: advisor.id, firstName: 'Alex', lastName: 'Advisor', email: 'alex@example.com' },
      ip: '203.0.113.9',
    };
    sharing = new SharingService(s.ctx);
    const space = { firmId: firm.id, clientId: client.id };
    statement = await seedDocument(s.ctx, space, {
      area: 'shared',
      uploadedBy: client.id,
      fileName: 'statement.pdf',
    });
    folder = await seedFolder(s.ctx, space, { area: 'shared', createdBy: client.id, name: 'Taxes 2025' });
  });
  afterEach(() => s.close());

  const mailsTo = async (to: string): Promise<OutboxMessage[]> =>
    (await s.ctx.repos.outbox.list()).filter((m) => m.channel === 'email' && m.to === to).reverse();
  const openInvites = (emailKey: string) =>
    s.ctx.db.kysely
      .selectFrom('invites')
      .select(['third_party', 'client_id'])
      .where('email_key', '=', emailKey)
      .where('used_at', 'is', null)
      .execute();
  const sharesOf = (userId: string) =>
    s.ctx.db.kysely
      .selectFrom('document_shares')
      .select(['item_type', 'item_id', 'shared_by'])
      .where('user_id', '=', userId)
      .orderBy('item_type')
      .execute();
  const signup = async (code: string, email: string, username: string) => {
    const body = (
      await browserSignup({
        at: newLoginSalts(s.ctx, summary.id, username, email),
        code,
        email,
        username,
        appType: 'documentvault',
      })
    ).body;
    const service = new SignupService(s.ctx, new SignupRepository(s.ctx.db.kysely));
    await confirmSignupPhoneInService(s.ctx, service, summary, body);
    return service.signup(summary, body as Parameters<SignupService['signup']>[1]);
  };

  it('a new e-mail: each share mails a fresh sign-up link (the older one stops working); sign-up attaches what is still there', async () => {
    const gone = await seedDocument(
      s.ctx,
      { firmId: firm.id, clientId: client.id },
      { area: 'shared', uploadedBy: client.id, fileName: 'gone.pdf' },
    );
    await sharing.share(caller, summary, ORIGIN, {
      emails: ['nora@example.com'],
      type: 'file',
      id: statement.id,
    });
    await sharing.share(caller, summary, ORIGIN, {
      emails: ['nora@example.com'],
      type: 'folder',
      id: folder.id,
    });
    const recipients = await sharing.share(caller, summary, ORIGIN, {
      emails: ['nora@example.com'],
      type: 'file',
      id: gone.id,
    });
    expect(recipients).toEqual([
      { email: 'nora@example.com', firstName: null, lastName: null, sharedDate: s.clock.now().toISOString() },
    ]);
    const mails = await mailsTo('nora@example.com');
    expect(mails).toHaveLength(3);
    expect(mails[1]!.text).toContain(`${ORIGIN}/documents-guru/signup?code=`);
    expect(mails[1]!.text).toContain('Alex Advisor of Demo Wealth Partners shared the folder "Taxes 2025"');
    expect(await openInvites('nora@example.com')).toEqual([{ third_party: 1, client_id: null }]);
    await expect(signup(inviteCodeIn(mails[0]!.text), 'nora@example.com', 'nora0')).rejects.toMatchObject({
      code: 'INVITE_INVALID',
    });

    await s.ctx.db.kysely.deleteFrom('documents').where('id', '=', gone.id).execute();
    const { user } = await signup(inviteCodeIn(mails[2]!.text), 'nora@example.com', 'nora');
    expect(user.roleId).toBe(5);
    expect(await sharesOf(user.id)).toEqual([
      { item_type: 'file', item_id: statement.id, shared_by: advisor.id },
      { item_type: 'folder', item_id: folder.id, shared_by: advisor.id },
    ]);
    expect(await s.ctx.db.kysely.selectFrom('document_share_invites').selectAll().execute()).toEqual([]);
    const activity = await s.ctx.db.kysely
      .selectFrom('document_activity')
      .select(['action', 'item_id', 'detail', 'ip'])
      .where('action', '=', 'share')
      .execute();
    expect(activity).toHaveLength(3);
    expect(activity[0]).toMatchObject({ detail: 'nora@example.com', ip: '203.0.113.9' });
  });

  it('someone the firm invited as a client: the share waits for their own sign-up, without a third-party invite', async () => {
    const pending = await buildClient(s.ctx.db, firm, { email: 'penny@example.com', status: 'pending' });
    const { code, row } = newInvite(s.ctx, {
      firmId: firm.id,
      email: 'penny@example.com',
      phone: '',
      appType: 'documentvault',
      invitedBy: advisor.id,
      clientId: null,
    });
    await new InvitesRepository(s.ctx.db.kysely).insertInvite(row);

    await sharing.share(caller, summary, ORIGIN, {
      emails: ['penny@example.com'],
      type: 'folder',
      id: folder.id,
    });
    const [mail] = await mailsTo('penny@example.com');
    expect(mail!.text).toContain('please finish signing up with the invitation from Demo Wealth Partners');
    expect(mail!.text).not.toContain('/signup?code=');
    expect(await openInvites('penny@example.com')).toEqual([{ third_party: 0, client_id: null }]);
    expect(await sharesOf(pending.id)).toEqual([]);

    const { user } = await signup(code, 'penny@example.com', 'penny');
    expect(user.roleId).toBe(3);
    expect(await sharesOf(user.id)).toEqual([
      { item_type: 'folder', item_id: folder.id, shared_by: advisor.id },
    ]);
  });

  it('removing a waiting e-mail keeps its link while another share still waits for it', async () => {
    await sharing.share(caller, summary, ORIGIN, {
      emails: ['nora@example.com', 'omar@example.com'],
      type: 'file',
      id: statement.id,
    });
    await sharing.share(caller, summary, ORIGIN, {
      emails: ['nora@example.com'],
      type: 'folder',
      id: folder.id,
    });
    await sharing.unshare(caller, { type: 'file', id: statement.id, email: 'nora@example.com' });
    await sharing.unshare(caller, { type: 'file', id: statement.id, email: 'omar@example.com' });
    expect(await openInvites('nora@example.com')).toHaveLength(1);
    expect(await openInvites('omar@example.com')).toEqual([]);
    expect(
      (await sharing.recipients(caller.user, { type: 'file', id: statement.id })).map((r) => r.email),
    ).toEqual([]);
    expect(
      (await sharing.recipients(caller.user, { type: 'folder', id: folder.id })).map((r) => r.email),
    ).toEqual(['nora@example.com']);
  });

  it("writes every mail text from the shared messages, the item named but never its area's private neighbours", async () => {
    await seedDocument(
      s.ctx,
      { firmId: firm.id, clientId: client.id },
      { area: 'private', uploadedBy: client.id, fileName: 'secret-will.pdf' },
    );
    await sharing.share(caller, summary, ORIGIN, {
      emails: ['casey@example.com', 'new@example.com'],
      type: 'file',
      id: statement.id,
    });
    const [signIn] = await mailsTo('casey@example.com');
    expect(signIn!.subject).toBe('Alex Advisor shared a file with you');
    const values = {
      sharer: 'Alex Advisor',
      firm: 'Demo Wealth Partners',
      kind: 'file',
      name: 'statement.pdf',
      app: appDisplayName('documentvault'),
    };
    expect(signIn!.text).toBe(
      formatMessage(documentsMailMessages.shareMailText, {
        ...values,
        link: `${ORIGIN}/documents-guru/login`,
      }),
    );
    const all = (await s.ctx.repos.outbox.list()).map((m) => m.text).join('\n');
    expect(all).not.toContain('secret-will');
  });
});
