import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApiPaths, escapeSpreadsheetCell, exportFileName, messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { asApp, insertClients, signInStaff } from '../../test/fixtures/clients.js';
import { formatListDate } from './clients.export.js';
import { readFirstSheet } from '../../test/spreadsheet.js';

const exportPath = clientApiPaths.clientExport;

async function readSheet(payload: Buffer): Promise<string[][]> {
  return readFirstSheet(payload);
}

describe('export cells', () => {
  it('escapes formula triggers and formats dates', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', "'quoted"].map(escapeSpreadsheetCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      "'quoted",
    ]);
    expect(formatListDate('2025-03-07T23:00:00.000Z')).toBe('03/07/2025');
    expect(formatListDate(null)).toBe(messages.dateNone);
  });
});

describe.each(testDialects())('client export on %s', (dialect) => {
  let t: TestApp;
  let advisor: TestClient;
  let otherAdvisor: TestClient;
  let casey: TestUser;
  let provider: TestUser;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    await t.app.guru.db.kysely
      .updateTable('users')
      .set({ created_at: '2025-01-01T00:00:00.000Z' })
      .where('id', '=', casey.id)
      .execute();
    ids = await insertClients(t.app, firmId, [
      {
        first: '=HYPERLINK("http://evil")',
        last: 'Mallory',
        email: 'mallory@example.com',
        createdAt: '2025-02-03T10:00:00.000Z',
        lastLoginAt: '2025-04-05T10:00:00.000Z',
      },
      { first: 'Zoe', last: 'Adams', email: '+zoe@example.com', createdAt: '2025-02-04T10:00:00.000Z' },
      {
        first: 'Dora',
        last: 'Disabled',
        email: 'dora@example.com',
        status: 'disabled',
        createdAt: '2025-02-05T10:00:00.000Z',
      },
    ]);
    advisor = await signInStaff(t.app, alex);
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost');
  });
  afterAll(() => t.close());

  it('exports every listed client to {date}_password_management.xlsx, formulas escaped', async () => {
    const res = await advisor.get(`${exportPath}?limit=-1&orderBy=createdAt`, asApp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(t.clock.now())}"`,
    );
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['CLIENT NAME', 'EMAIL', 'DATE CREATED', 'STATUS', 'LASTEST LOGGED IN']);
    expect(rows.slice(1)).toEqual([
      ['Test casey', 'casey@example.com', '01/01/2025', 'Active', 'None'],
      ['\'=HYPERLINK("http://evil") Mallory', 'mallory@example.com', '02/03/2025', 'Active', '04/05/2025'],
      ['Zoe Adams', "'+zoe@example.com", '02/04/2025', 'Active', 'None'],
    ]);
  });

  it('follows the list filters, the page, and the selection', async () => {
    const disabled = await readSheet(
      (await advisor.get(`${exportPath}?isDisabled=true`, asApp())).rawPayload,
    );
    expect(disabled.slice(1).map((r) => r[0])).toEqual(['Dora Disabled']);
    const page = await readSheet(
      (await advisor.get(`${exportPath}?orderBy=createdAt&offset=1&limit=1`, asApp())).rawPayload,
    );
    expect(page.slice(1).map((r) => r[1])).toEqual(['mallory@example.com']);
    const searched = await readSheet((await advisor.get(`${exportPath}?q=zoe`, asApp())).rawPayload);
    expect(searched).toHaveLength(2);
    const selected = await readSheet(
      (await advisor.get(`${exportPath}?ids=${ids[1]},${ids[2]}&orderBy=createdAt`, asApp())).rawPayload,
    );
    expect(selected.slice(1).map((r) => r[0])).toEqual(['Zoe Adams', 'Dora Disabled']);
    const repeated = await readSheet(
      (await advisor.get(`${exportPath}?ids=${ids[1]}&ids=${casey.id}`, asApp())).rawPayload,
    );
    expect(repeated).toHaveLength(3);
    const foreign = await readSheet(
      (await otherAdvisor.get(`${exportPath}?ids=${ids[1]}`, asApp())).rawPayload,
    );
    expect(foreign).toHaveLength(1);
    expect((await advisor.get(`${exportPath}?ids=nope`, asApp())).statusCode).toBe(400);
  });

  it('is for advisors only', async () => {
    expect((await new TestClient(t.app).get(exportPath)).statusCode).toBe(401);
    const asClient = await signInClient(t.app, casey, 'passwordguru');
    expect((await asClient.get(exportPath, asApp())).statusCode).toBe(403);
    const asProvider = await signInStaff(t.app, provider);
    expect((await asProvider.get(exportPath, asApp())).statusCode).toBe(403);
  });
});
