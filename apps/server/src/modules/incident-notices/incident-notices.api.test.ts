import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BE_API_PREFIX,
  devPaths,
  incidentNoticesApiPaths as paths,
  incidentNoticesMessages as m,
  type IncidentNoticeDetail,
  type IncidentNoticeList,
  type MyIncidentNotices,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { signInTotpAt } from '../../test/fixtures/subscriptions.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

const api = (path: string, noticeId?: string) =>
  `${BE_API_PREFIX}${noticeId ? path.replace(':noticeId', noticeId) : path}`;

const content = {
  title: 'Unauthorised access to <b>e-mail</b> & files',
  occurredOn: '2026-01-15',
  whatHappened: 'Someone signed in to an advisor mailbox.\nThey may have read statements.',
  whatWeDid: 'We reset every password and called in an outside firm.',
  whatYouShouldDo: 'Watch your accounts and tell us about anything odd.',
};

describe.each(testDialects())('incident notices on %s', (dialect) => {
  let t: TestApp;
  let acmeId: string;
  let betaId: string;
  let gammaId: string;
  let alex: TestUser;
  let bea: TestUser;
  let gus: TestUser;
  let casey: TestUser;
  let dana: TestUser;
  let bob: TestUser;
  let provider: TestClient;
  let asAlex: TestClient;
  let asBea: TestClient;
  let asGus: TestClient;
  let providerNoticeId: string;
  let firmNoticeId: string;

  const tomorrow = () => new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
  const mailsTo = async (email: string) => {
    await drainOutgoing(t.app);
    return (await t.app.guru.repos.outbox.list()).filter((x) => x.channel === 'email' && x.to === email);
  };
  const mine = async (c: TestClient, app: 'passwordguru' | 'documentvault' = 'passwordguru') => {
    const res = await c.get(api(paths.mine), asApp(app));
    expect(res.statusCode).toBe(200);
    return (res.json().data as MyIncidentNotices).notices;
  };

  beforeAll(async () => {
    // The bare host serves acme and is the suite's own host, where the provider signs in.
    t = await createTestApp(dialect, { defaultFirm: 'acme' });
    acmeId = await createFirm(t.app, 'acme', 'Acme Wealth');
    betaId = await createFirm(t.app, 'beta', 'Beta Planning');
    gammaId = await createFirm(t.app, 'gamma', 'Gamma Advisors');
    alex = await createTestUser(t.app, { firmId: acmeId, username: 'alex', role: 'advisor' });
    bea = await createTestUser(t.app, { firmId: betaId, username: 'bea', role: 'advisor' });
    gus = await createTestUser(t.app, { firmId: gammaId, username: 'gus', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId: acmeId, username: 'casey' });
    dana = await createTestUser(t.app, { firmId: acmeId, username: 'dana' });
    bob = await createTestUser(t.app, { firmId: betaId, username: 'bob' });
    const pat = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    provider = await signInTotpAt(t.app, pat, 'localhost');
    asAlex = await signInStaff(t.app, alex);
    asBea = await signInStaff(t.app, bea, 'beta.localhost');
    asGus = await signInStaff(t.app, gus, 'gamma.localhost');
  });
  afterAll(() => t.close());

  it('the provider sends a notice to chosen firms: their advisors get the e-mail, the trails record it', async () => {
    const res = await provider.post(api(paths.providerNotices), {
      ...content,
      all: false,
      firmIds: [acmeId, betaId],
    });
    expect(res.statusCode).toBe(200);
    const notice = res.json().data as IncidentNoticeDetail;
    providerNoticeId = notice.id;
    expect(notice).toMatchObject({ title: content.title, firms: 2, people: 2, acknowledged: 0 });
    expect(notice.recipients.map((r) => [r.firmName, r.email, r.role, r.acknowledgedAt])).toEqual([
      ['Acme Wealth', 'alex@example.com', 'advisor', null],
      ['Beta Planning', 'bea@example.com', 'advisor', null],
    ]);

    const [mail] = await mailsTo(alex.email);
    // Plain text: the title arrives exactly as typed, markup and all, never interpreted.
    expect(mail?.subject).toBe(`Incident notice from Guru Suite: ${content.title}`);
    expect(mail?.text).toContain(content.whatHappened);
    expect(mail?.text).toContain('Date of the incident: 2026-01-15');
    expect(mail?.text).toContain('http://acme.localhost');
    // The e-mail is text/plain; where a mail is shown as HTML (the development outbox), the markup is escaped.
    const outboxPage = await new TestClient(t.app).get(devPaths.outbox, { accept: 'text/html' });
    expect(outboxPage.body).toContain('Unauthorised access to &lt;b&gt;e-mail&lt;/b&gt; &amp; files');
    expect(outboxPage.body).not.toContain('<b>e-mail</b>');
    expect(await mailsTo(bea.email)).toHaveLength(1);
    expect(await mailsTo(gus.email)).toHaveLength(0);

    for (const firmId of [acmeId, betaId]) {
      const [event] = await trailEvents(t.app, firmId, 'incident_notice.sent');
      expect(event).toMatchObject({
        actorRole: 'provider',
        subjectId: providerNoticeId,
        detail: { from: 'provider', people: 1 },
      });
    }
    expect(await trailEvents(t.app, gammaId, 'incident_notice.sent')).toHaveLength(0);

    const list = (await provider.get(api(paths.providerNotices))).json().data as IncidentNoticeList;
    expect(list.notices.map((n) => [n.id, n.firms, n.people, n.acknowledged])).toEqual([
      [providerNoticeId, 2, 2, 0],
    ]);
  });

  it('each advisor sees it at sign-in until they acknowledge it, once; another firm never sees it', async () => {
    const [pending] = await mine(asAlex);
    expect(pending).toMatchObject({ id: providerNoticeId, from: 'Guru Suite', title: content.title });
    expect(await mine(asGus)).toEqual([]);
    expect((await asGus.post(api(paths.acknowledge, providerNoticeId), {}, asApp())).statusCode).toBe(404);

    expect((await asBea.post(api(paths.acknowledge, providerNoticeId), {}, asApp())).statusCode).toBe(200);
    expect((await asBea.post(api(paths.acknowledge, providerNoticeId), {}, asApp())).statusCode).toBe(200);
    expect(await mine(asBea)).toEqual([]);
    const events = await trailEvents(t.app, betaId, 'incident_notice.acknowledged');
    expect(events.map((e) => [e.actorId, e.subjectId])).toEqual([[bea.id, providerNoticeId]]);

    const detail = (await provider.get(api(paths.providerNotice, providerNoticeId))).json()
      .data as IncidentNoticeDetail;
    expect(detail.acknowledged).toBe(1);
    expect(detail.recipients.find((r) => r.email === bea.email)?.acknowledgedAt).not.toBeNull();
    expect(detail.recipients.find((r) => r.email === alex.email)?.acknowledgedAt).toBeNull();
  });

  it('an advisor sends a notice to chosen clients of the firm; the client reads and acknowledges it in either app', async () => {
    const audience = (await asAlex.get(api(paths.firmAudience), asApp())).json().data;
    expect(audience.people.map((p: { detail: string }) => p.detail).sort()).toEqual([
      'casey@example.com',
      'dana@example.com',
    ]);
    const res = await asAlex.post(
      api(paths.firmNotices),
      { ...content, all: false, clientIds: [casey.id] },
      asApp(),
    );
    expect(res.statusCode).toBe(200);
    firmNoticeId = (res.json().data as IncidentNoticeDetail).id;
    const [mail] = await mailsTo(casey.email);
    expect(mail?.subject).toBe(`Incident notice from Acme Wealth: ${content.title}`);
    expect(await mailsTo(dana.email)).toHaveLength(0);

    const asCasey = await signInClient(t.app, casey, 'documentvault');
    const [pending] = await mine(asCasey, 'documentvault');
    expect(pending).toMatchObject({
      id: firmNoticeId,
      from: 'Acme Wealth',
      whatYouShouldDo: content.whatYouShouldDo,
    });
    expect(
      (await asCasey.post(api(paths.acknowledge, firmNoticeId), {}, asApp('documentvault'))).statusCode,
    ).toBe(200);
    expect(await mine(asCasey, 'documentvault')).toEqual([]);

    const detail = (await asAlex.get(api(paths.firmNotice, firmNoticeId), asApp())).json()
      .data as IncidentNoticeDetail;
    expect(detail.recipients.map((r) => [r.email, r.role, r.acknowledgedAt !== null])).toEqual([
      ['casey@example.com', 'client', true],
    ]);
    const list = (await asAlex.get(api(paths.firmNotices), asApp())).json().data as IncidentNoticeList;
    expect(list.notices.map((n) => n.id)).toEqual([firmNoticeId]);
    const acked = await trailEvents(t.app, acmeId, 'incident_notice.acknowledged');
    expect(acked.map((e) => [e.actorId, e.actorRole])).toEqual([[casey.id, 'client']]);
  });

  it('sends to every client with all, and to every firm with all', async () => {
    const res = await asAlex.post(api(paths.firmNotices), { ...content, all: true }, asApp());
    expect((res.json().data as IncidentNoticeDetail).people).toBe(2);
    const all = await provider.post(api(paths.providerNotices), { ...content, all: true });
    expect((all.json().data as IncidentNoticeDetail).recipients.map((r) => r.email)).toEqual([
      'alex@example.com',
      'bea@example.com',
      'gus@example.com',
    ]);
  });

  it('refuses the wrong callers and another firm’s people, and sends nothing then', async () => {
    const asCasey = await signInClient(t.app, casey, 'passwordguru');
    await drainOutgoing(t.app);
    const before = (await t.app.guru.repos.outbox.list()).length;
    const body = { ...content, all: false, clientIds: [casey.id] };
    expect((await asCasey.post(api(paths.firmNotices), body, asApp())).statusCode).toBe(403);
    expect((await asCasey.get(api(paths.firmNotice, firmNoticeId), asApp())).statusCode).toBe(403);
    expect(
      (await asAlex.post(api(paths.providerNotices), { ...content, all: true }, asApp())).statusCode,
    ).toBe(403);
    expect((await asAlex.get(api(paths.providerNotice, providerNoticeId), asApp())).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(api(paths.mine))).statusCode).toBe(401);
    expect((await new TestClient(t.app).post(api(paths.providerNotices), body)).statusCode).toBe(401);
    // Another firm's client, or another firm's notice: not found.
    expect(
      (await asAlex.post(api(paths.firmNotices), { ...content, all: false, clientIds: [bob.id] }, asApp()))
        .statusCode,
    ).toBe(404);
    expect((await asBea.get(api(paths.firmNotice, firmNoticeId), asApp())).statusCode).toBe(404);
    expect((await asBea.post(api(paths.acknowledge, firmNoticeId), {}, asApp())).statusCode).toBe(404);
    expect((await provider.get(api(paths.providerNotice, firmNoticeId))).statusCode).toBe(404);
    expect((await asAlex.get(api(paths.firmNotice, providerNoticeId), asApp())).statusCode).toBe(404);
    expect(
      (
        await provider.post(api(paths.providerNotices), {
          ...content,
          all: false,
          firmIds: [crypto.randomUUID()],
        })
      ).statusCode,
    ).toBe(404);
    expect((await mailsTo(bob.email)).length).toBe(0);
    expect((await t.app.guru.repos.outbox.list()).length).toBe(before);
  });

  it('answers bad input with a 400 that says why', async () => {
    const send = (body: object) => asAlex.post(api(paths.firmNotices), body, asApp());
    const noOne = await send({ ...content, all: false, clientIds: [] });
    expect(noOne.statusCode).toBe(400);
    expect(noOne.json().error.message).toBe(m.noRecipients);
    const future = await send({ ...content, occurredOn: tomorrow(), all: true });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(m.occurredInFuture);
    const noAdvisor = await createFirm(t.app, 'delta', 'Delta Without Advisors');
    const toNoOne = await provider.post(api(paths.providerNotices), {
      ...content,
      all: false,
      firmIds: [noAdvisor],
    });
    expect(toNoOne.statusCode).toBe(400);
    expect(toNoOne.json().error.message).toBe(m.noRecipients);
    expect((await send({ ...content, title: ' ', all: true })).statusCode).toBe(400);
    expect((await send({ ...content, title: 'Two\nlines', all: true })).statusCode).toBe(400);
    expect((await send({ ...content, occurredOn: '15/01/2026', all: true })).statusCode).toBe(400);
    expect((await send({ ...content, all: false, clientIds: ['nope'] })).statusCode).toBe(400);
    expect((await asAlex.get(api(paths.firmNotice, 'nope'), asApp())).statusCode).toBe(400);
    expect((await asAlex.post(api(paths.acknowledge, 'nope'), {}, asApp())).statusCode).toBe(400);
  });
});
