import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentArea, OutboxMessage } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import {
  buildAdvisor,
  buildClient,
  buildFirm,
  buildSecondUser,
  type BuiltFirm,
  type BuiltUser,
} from '../../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../../test/service-context.js';
import { seedDocument } from '../../../test/fixtures/documents.js';
import { flushDueNotifications } from './notification-flush.js';
import { NOTIFICATION_WINDOW_SECONDS, notifyDocumentUploaded } from './notifications.js';

describe.each(testDialects())('upload notifications on %s', (dialect) => {
  let s: ServiceTestContext;
  let firm: BuiltFirm;
  let client: BuiltUser;
  let second: BuiltUser;
  let advisors: BuiltUser[];

  beforeEach(async () => {
    s = await createServiceContext(dialect);
    firm = await buildFirm(s.ctx.db, { name: 'Demo Wealth Partners' });
    client = await buildClient(s.ctx.db, firm, {
      first_name: 'Casey',
      last_name: 'Client',
      email: 'casey@example.com',
    });
    second = await buildSecondUser(s.ctx.db, firm, client, { email: 'sam@example.com' });
    advisors = [
      await buildAdvisor(s.ctx.db, firm, { email: 'alex@example.com' }),
      await buildAdvisor(s.ctx.db, firm, { email: 'ada@example.com' }),
    ];
    await buildAdvisor(s.ctx.db, firm, { email: 'gone@example.com', status: 'disabled' });
  });
  afterEach(() => s.close());

  const mails = async (): Promise<OutboxMessage[]> =>
    (await s.ctx.repos.outbox.list()).filter((m) => m.channel === 'email').reverse();
  const setNotification = (on: boolean) =>
    s.ctx.db.kysely
      .updateTable('users')
      .set({ enable_notification: on ? 1 : 0 })
      .where('id', '=', client.id)
      .execute();

  /** A file becomes visible in Casey's space and the upload is announced, as the uploads module does. */
  async function upload(by: BuiltUser, area: DocumentArea, fileName: string): Promise<string> {
    const byAdvisor = advisors.some((a) => a.id === by.id);
    const doc = await seedDocument(
      s.ctx,
      { firmId: firm.id, clientId: client.id },
      { area, uploadedBy: by.id, fileName, faUploadUserId: byAdvisor ? by.id : null },
    );
    await notifyDocumentUploaded(s.ctx, {
      firmId: firm.id,
      clientId: client.id,
      documentId: doc.id,
      fileName,
      area,
      uploaderId: by.id,
      byAdvisor,
    });
    return doc.id;
  }

  async function flushAfterWindow(): Promise<number> {
    s.clock.advanceSeconds(NOTIFICATION_WINDOW_SECONDS);
    return flushDueNotifications(s.ctx);
  }

  it("e-mails the client about an advisor's upload, only when the window has passed", async () => {
    await upload(advisors[0]!, 'shared', 'plan.pdf');
    expect(await flushDueNotifications(s.ctx)).toBe(0);
    expect(await flushAfterWindow()).toBe(1);
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(['casey@example.com']);
    expect(sent[0]!.subject).toBe('Your advisor shared 1 new document with you');
    expect(sent[0]!.text).toContain('- plan.pdf');
    expect(sent[0]!.text).toContain(
      `http://${firm.subdomain}.localhost:${s.ctx.config.port}/documents-guru/login`,
    );
    expect(await flushAfterWindow()).toBe(0);
  });

  it("e-mails every active advisor about a client's or second user's upload to the shared area", async () => {
    await upload(client, 'shared', 'statement.pdf');
    s.clock.advanceSeconds(1);
    await upload(second, 'shared', 'payslip.pdf');
    expect(await flushAfterWindow()).toBe(2);
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'alex@example.com']);
    for (const m of sent) {
      expect(m.subject).toBe('Casey Client: 2 new documents');
      expect(m.text).toContain('- statement.pdf\n- payslip.pdf');
      expect(m.text).toContain(`/documents-guru/${client.id}/dashboard`);
    }
  });

  it("sends nothing when the client's setting is off, in either direction, even if it goes off after the upload", async () => {
    await setNotification(false);
    await upload(advisors[0]!, 'shared', 'plan.pdf');
    await upload(client, 'shared', 'statement.pdf');
    expect(await flushAfterWindow()).toBe(0);
    await setNotification(true);
    await upload(client, 'shared', 'late.pdf');
    await setNotification(false);
    expect(await flushAfterWindow()).toBe(0);
    await s.ctx.outgoing.drain();
    expect(await mails()).toEqual([]);
    expect(await s.ctx.db.kysely.selectFrom('document_notifications').selectAll().execute()).toEqual([]);
  });

  it('never announces the private area, and never names a file that went private before the e-mail', async () => {
    await upload(client, 'private', 'secret-will.pdf');
    const moved = await upload(client, 'shared', 'moved-away.pdf');
    await upload(client, 'shared', 'statement.pdf');
    await s.ctx.db.kysely.updateTable('documents').set({ area: 'private' }).where('id', '=', moved).execute();
    expect(await flushAfterWindow()).toBe(2);
    const all = (await mails()).map((m) => `${m.subject}\n${m.text}`).join('\n');
    expect(all).toContain('statement.pdf');
    expect(all).toContain('1 new document');
    expect(all).not.toContain('secret-will');
    expect(all).not.toContain('moved-away');
  });

  it('coalesces a burst: twenty uploads in a minute make one e-mail per recipient', async () => {
    for (let i = 1; i <= 20; i++) {
      await upload(advisors[1]!, 'shared', `report-${String(i).padStart(2, '0')}.pdf`);
      s.clock.advanceSeconds(2);
      expect(await flushDueNotifications(s.ctx)).toBe(0);
    }
    s.clock.advanceSeconds(NOTIFICATION_WINDOW_SECONDS - 40);
    expect(await flushDueNotifications(s.ctx)).toBe(1);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your advisor shared 20 new documents with you');
    expect(sent[0]!.text).toContain('- report-01.pdf');
    expect(sent[0]!.text).toContain('- report-20.pdf');
    // The next upload starts a new batch.
    await upload(advisors[1]!, 'shared', 'report-21.pdf');
    expect(await flushDueNotifications(s.ctx)).toBe(0);
    expect(await flushAfterWindow()).toBe(1);
    expect((await mails()).map((m) => m.subject)).toEqual([
      'Your advisor shared 20 new documents with you',
      'Your advisor shared 1 new document with you',
    ]);
  });

  it('lists at most twenty names and counts the rest', async () => {
    for (let i = 1; i <= 23; i++) await upload(client, 'shared', `scan-${String(i).padStart(2, '0')}.pdf`);
    await flushAfterWindow();
    const text = (await mails())[0]!.text;
    expect(text).toContain('- scan-20.pdf');
    expect(text).not.toContain('scan-21');
    expect(text).toContain('… and 3 more');
  });

  it('sends a batch once even when two instances flush at the same moment', async () => {
    await upload(advisors[0]!, 'shared', 'plan.pdf');
    s.clock.advanceSeconds(NOTIFICATION_WINDOW_SECONDS);
    const [a, b] = await Promise.all([flushDueNotifications(s.ctx), flushDueNotifications(s.ctx)]);
    expect(a + b).toBe(1);
    expect(await mails()).toHaveLength(1);
  });
});
