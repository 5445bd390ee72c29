import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTemplateFileName, messages, passwordsSheetColumns, passwordsSheetName } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { signInClient, signInWithTotp } from '../../test/sign-in.js';
import { readSpreadsheet } from '../../test/spreadsheet.js';

describe.each(testDialects())('import template on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo');
    client = await createTestUser(t.app, { firmId, username: 'tina' });
  });
  afterAll(() => t.close());

  it('downloads an .xlsx with the template columns', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    const res = await c.get('/accountManagements/template', { 'x-app-type': 'passwordguru' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(importTemplateFileName);
    const [sheet] = readSpreadsheet(res.rawPayload);
    expect(sheet!.name).toBe(passwordsSheetName);
    expect(sheet!.rows[0]).toEqual([...passwordsSheetColumns]);
  });

  it('e-mails the template to the client', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    expect(
      (await c.post('/accountManagements/sendTemplateFile', {}, { 'x-app-type': 'passwordguru' })).statusCode,
    ).toBe(200);
    const mail = (await t.app.guru.repos.outbox.list()).find((m) => m.channel === 'email');
    expect(mail).toMatchObject({ to: 'tina@example.com', subject: messages.templateMailSubject });
    expect(mail!.text).toContain(`[Attachment: ${importTemplateFileName}]`);
  });

  it('refuses anonymous callers and advisors', async () => {
    expect((await new TestClient(t.app).post('/accountManagements/sendTemplateFile', {})).statusCode).toBe(
      401,
    );
    expect((await new TestClient(t.app).get('/accountManagements/template')).statusCode).toBe(401);
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const advisor = await createTestUser(t.app, { firmId: firm!.id, username: 'adam', role: 'advisor' });
    const c = await signInWithTotp(t.app, advisor);
    expect(
      (await c.post('/accountManagements/sendTemplateFile', {}, { 'x-app-type': 'passwordguru' })).statusCode,
    ).toBe(403);
    expect((await c.get('/accountManagements/template', { 'x-app-type': 'passwordguru' })).statusCode).toBe(
      403,
    );
  });

  it('refuses the provider', async () => {
    const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    const p = await signInWithTotp(t.app, provider);
    const mailsBefore = (await t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email').length;
    const download = await p.get('/accountManagements/template', { 'x-app-type': 'passwordguru' });
    expect(download.statusCode).toBe(403);
    expect(download.json().error.code).toBe('FORBIDDEN');
    expect(download.headers['content-disposition']).toBeUndefined();
    const send = await p.post('/accountManagements/sendTemplateFile', {}, { 'x-app-type': 'passwordguru' });
    expect(send.statusCode).toBe(403);
    await drainOutgoing(t.app);
    expect((await t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email')).toHaveLength(
      mailsBefore,
    );
  });

  it("refuses another firm's client at this firm's host", async () => {
    const otherFirmId = await createFirm(t.app, 'other');
    const owen = await createTestUser(t.app, { firmId: otherFirmId, username: 'owen' });
    const atOwnFirm = await signInClient(t.app, owen, 'passwordguru', 'other.localhost');
    expect(
      (await atOwnFirm.get('/accountManagements/template', { 'x-app-type': 'passwordguru' })).statusCode,
    ).toBe(200);
    const elsewhere = new TestClient(t.app, 'localhost');
    atOwnFirm.cookiesTo(elsewhere);
    const download = await elsewhere.get('/accountManagements/template', { 'x-app-type': 'passwordguru' });
    expect(download.statusCode).toBe(401);
    expect(download.headers['content-disposition']).toBeUndefined();
    expect(
      (await elsewhere.post('/accountManagements/sendTemplateFile', {}, { 'x-app-type': 'passwordguru' }))
        .statusCode,
    ).toBe(401);
    await drainOutgoing(t.app);
    const mails = await t.app.guru.repos.outbox.list();
    expect(mails.some((m) => m.channel === 'email' && m.to === 'owen@example.com')).toBe(false);
  });
});
