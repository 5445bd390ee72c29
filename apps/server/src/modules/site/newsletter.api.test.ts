import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME_TYPE, messages, siteApiPaths, siteWebRoutes } from '@guru/shared';
import { parsePublicUrl } from '../../config.js';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { signInStaff } from '../../test/fixtures/clients.js';
import { readSpreadsheet } from '../../test/spreadsheet.js';

const PUBLIC_ORIGIN = 'https://www.guru-suite.test';

const signup = (over: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Newsreader',
  company: 'Newsreader Wealth',
  website: 'https://newsreader.example',
  email: 'Nora@Example.com',
  ...over,
});

describe.each(testDialects())('beta newsletter on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.app.guru.db.kysely;
  const mailsTo = async (to: string) =>
    (await t.app.guru.repos.outbox.list()).filter(
      (m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase(),
    );
  const subscriberRows = (emailKey: string) =>
    db().selectFrom('newsletter_subscribers').selectAll().where('email_key', '=', emailKey).execute();
  const tokenOf = (text: string) => {
    const link = new RegExp(
      `${PUBLIC_ORIGIN.replace(/\./g, '\\.')}${siteWebRoutes.newsletterUnsubscribe}#([A-Za-z0-9_-]{43})`,
    ).exec(text);
    if (!link?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
    return link[1];
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: parsePublicUrl(PUBLIC_ORIGIN, 3000) });
    await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  it('stores a sign-up once and mails a welcome with an unsubscribe link from PUBLIC_URL, whatever the Host', async () => {
    const visitor = new TestClient(t.app, '127.0.0.1:6666');
    const res = await visitor.post(siteApiPaths.newsletterSignup, signup());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'subscribed' } });

    const [row, ...more] = await subscriberRows('nora@example.com');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email: 'Nora@Example.com',
      first_name: 'Nora',
      last_name: 'Newsreader',
      company: 'Newsreader Wealth',
      website: 'https://newsreader.example',
      unsubscribed_at: null,
    });

    const [mail, ...others] = await mailsTo('nora@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(messages.newsletterMailSubject);
    expect(mail!.text).toContain('Hello Nora,');
    expect(mail!.text).not.toMatch(/127\.0\.0\.1|6666/);
    const token = tokenOf(mail!.text);
    // The token is in the mail only: the row keeps a keyed hash of it.
    expect(row!.unsubscribe_token_hash).not.toContain(token);
    expect(
      JSON.stringify(await db().selectFrom('newsletter_subscribers').selectAll().execute()),
    ).not.toContain(token);
  });

  it('answers a second sign-up of the address alike, without a second row, mail or change', async () => {
    const first = await new TestClient(t.app).post(
      siteApiPaths.newsletterSignup,
      signup({ email: 'dora@example.com', firstName: 'Dora' }),
    );
    const again = await new TestClient(t.app).post(
      siteApiPaths.newsletterSignup,
      signup({ email: ' DORA@example.COM ', firstName: 'Impostor', company: '' }),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await subscriberRows('dora@example.com');
    expect(rows.map((r) => [r.first_name, r.company])).toEqual([['Dora', 'Newsreader Wealth']]);
    expect(await mailsTo('dora@example.com')).toHaveLength(1);
  });

  it('takes company and website as optional', async () => {
    const res = await new TestClient(t.app).post(siteApiPaths.newsletterSignup, {
      firstName: 'Omar',
      lastName: 'Optional',
      email: 'omar@example.com',
    });
    expect(res.statusCode).toBe(200);
    const blank = await new TestClient(t.app).post(
      siteApiPaths.newsletterSignup,
      signup({ email: 'bea@example.com', company: '  ', website: null }),
    );
    expect(blank.statusCode).toBe(200);
    const rows = await db()
      .selectFrom('newsletter_subscribers')
      .select(['email_key', 'company', 'website'])
      .where('email_key', 'in', ['omar@example.com', 'bea@example.com'])
      .orderBy('email_key')
      .execute();
    expect(rows).toEqual([
      { email_key: 'bea@example.com', company: null, website: null },
      { email_key: 'omar@example.com', company: null, website: null },
    ]);
  });

  it("refuses bad input with 400 and the specification's messages, never a 5xx", async () => {
    const post = (body: unknown) => new TestClient(t.app).post(siteApiPaths.newsletterSignup, body);
    const cases: [unknown, string][] = [
      [signup({ firstName: '' }), messages.newsletterFieldRequired],
      [signup({ firstName: '   ' }), messages.newsletterFieldRequired],
      [signup({ lastName: undefined }), messages.newsletterFieldRequired],
      [signup({ email: '' }), messages.newsletterFieldRequired],
      [signup({ email: 'not-an-email' }), messages.newsletterEmailInvalid],
      [signup({ email: `${'x'.repeat(250)}@example.com` }), messages.newsletterEmailInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    for (const body of [
      signup({ firstName: 'x'.repeat(101) }),
      signup({ company: 42 }),
      signup({ email: ['a@b.c'] }),
      'plain text',
      [],
      null,
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await subscriberRows('not-an-email')).toEqual([]);
  });

  it('unsubscribes by a POST with the token, once; a repeated POST answers the same and changes nothing', async () => {
    await new TestClient(t.app).post(
      siteApiPaths.newsletterSignup,
      signup({ email: 'uma@example.com', firstName: 'Uma' }),
    );
    const token = tokenOf((await mailsTo('uma@example.com'))[0]!.text);

    // Opening the link (a GET of the API path) does nothing: no GET side effect.
    expect(
      (await new TestClient(t.app).get(`${siteApiPaths.newsletterUnsubscribe}?token=${token}`)).statusCode,
    ).toBe(404);
    expect((await subscriberRows('uma@example.com'))[0]!.unsubscribed_at).toBeNull();

    const first = await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { status: 'unsubscribed' } });
    const gone = (await subscriberRows('uma@example.com'))[0]!.unsubscribed_at;
    expect(gone).toBe(t.clock.now().toISOString());

    t.clock.advanceMinutes(5);
    const second = await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, { token });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect((await subscriberRows('uma@example.com'))[0]!.unsubscribed_at).toBe(gone);
  });

  it('refuses a token that was never issued (410) or is malformed (400)', async () => {
    const unknown = await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, {
      token: 'A'.repeat(43),
    });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().error).toEqual({ code: 'LINK_INVALID', message: messages.unsubscribeInvalid });
    for (const body of [
      { token: 'short' },
      { token: 'A'.repeat(44) },
      { token: `${'A'.repeat(42)}=` },
      {},
      { token: 7 },
    ]) {
      const res = await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(messages.unsubscribeInvalid);
    }
  });

  it('welcomes a former subscriber back with a new link; the old link stops working', async () => {
    await new TestClient(t.app).post(
      siteApiPaths.newsletterSignup,
      signup({ email: 'rex@example.com', firstName: 'Rex' }),
    );
    const oldToken = tokenOf((await mailsTo('rex@example.com'))[0]!.text);
    await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, { token: oldToken });

    t.clock.advanceMinutes(1);
    const back = await new TestClient(t.app).post(
      siteApiPaths.newsletterSignup,
      signup({ email: 'rex@example.com', firstName: 'Rexford', company: null }),
    );
    expect(back.json()).toEqual({ data: { status: 'subscribed' } });
    const [row] = await subscriberRows('rex@example.com');
    expect(row).toMatchObject({
      first_name: 'Rexford',
      company: null,
      unsubscribed_at: null,
      subscribed_at: t.clock.now().toISOString(),
    });
    const mails = await mailsTo('rex@example.com');
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[0]!.text);
    expect(newToken).not.toBe(oldToken);
    expect(
      (await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, { token: oldToken })).statusCode,
    ).toBe(410);
    expect(
      (await new TestClient(t.app).post(siteApiPaths.newsletterUnsubscribe, { token: newToken })).statusCode,
    ).toBe(200);
  });

  describe("the provider's export", () => {
    it('is an .xlsx of the current subscribers, oldest first, with formula-like cells escaped', async () => {
      await new TestClient(t.app).post(
        siteApiPaths.newsletterSignup,
        signup({ email: 'eve@example.com', firstName: '=HYPERLINK("http://x")', company: '+cmd' }),
      );
      const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
      const asProvider = await signInStaff(t.app, provider);
      const res = await asProvider.get(siteApiPaths.newsletterExport);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_MIME_TYPE);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="\d{4}-\d{2}-\d{2}_newsletter_subscribers\.xlsx"$/,
      );

      const rows = readSpreadsheet(res.rawPayload).find((s) => s.name === messages.newsletterSheetName)!.rows;
      expect(rows[0]).toEqual([
        messages.newsletterColumnFirstName,
        messages.newsletterColumnLastName,
        messages.newsletterColumnCompany,
        messages.newsletterColumnWebsite,
        messages.newsletterColumnEmail,
        messages.newsletterColumnSubscribed,
      ]);
      const emails = rows.slice(1).map((r) => r[4]);
      expect(emails).toContain('Nora@Example.com');
      expect(emails).toContain('dora@example.com');
      expect(emails).not.toContain('rex@example.com');
      expect(emails).not.toContain('uma@example.com');
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails.indexOf('Nora@Example.com')).toBeLessThan(emails.indexOf('eve@example.com'));
      const eve = rows.find((r) => r[4] === 'eve@example.com')!;
      expect(eve.slice(0, 3)).toEqual(['\'=HYPERLINK("http://x")', 'Newsreader', "'+cmd"]);
    });

    it('is refused to anyone else: anonymous 401, a client and an advisor 403', async () => {
      const firmId = (await t.app.guru.repos.firms.findBySubdomain('demo'))!.id;
      expect((await new TestClient(t.app).get(siteApiPaths.newsletterExport)).statusCode).toBe(401);
      const client = await createTestUser(t.app, { firmId, username: 'casey' });
      const asClient = await signInClient(t.app, client, 'passwordguru');
      expect(
        (await asClient.get(siteApiPaths.newsletterExport, { 'x-app-type': 'passwordguru' })).statusCode,
      ).toBe(403);
      const advisor = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
      const asAdvisor = await signInStaff(t.app, advisor);
      const refused = await asAdvisor.get(siteApiPaths.newsletterExport);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/json');
    });
  });
});

describe("the newsletter's public routes are rate limited", () => {
  it('answers 429 past the per-minute limit', async () => {
    const t = await createTestApp('sqlite', { authRateLimitPerMinute: 3 });
    try {
      const visitor = new TestClient(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1)
        codes.push(
          (await visitor.post(siteApiPaths.newsletterSignup, signup({ email: `r${i}@example.com` })))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const contact = { name: 'R', email: 'r@example.com', topic: 'other', message: 'hi' };
      const contactCodes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        contactCodes.push((await visitor.post(siteApiPaths.contact, contact)).statusCode);
      expect(contactCodes).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
