import crypto from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BE_API_PREFIX,
  ErrorCode,
  documentRequestsApiPaths,
  firmExportApiPaths as paths,
  firmExportFiles as files,
  firmExportMessages,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { seedDocument } from '../../test/fixtures/documents.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';
import { checkChain } from '../audit/audit-chain.js';
import { parseCsv, recordsOfCsv, recordsOfJson } from '../audit/audit-files.js';

const advisorPath = `${BE_API_PREFIX}${paths.advisor}`;
const providerPath = (firmId: string) => `${BE_API_PREFIX}${paths.provider.replace(':firmId', firmId)}`;

/** The firm's data as one ZIP (ADR 0052): its files, the decrypted shared documents, never a private one or the vault. */
describe.each(testDialects())("the firm's data export on %s", (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  const vaultCanary = `v1.${'Q'.repeat(16)}.VAULTCANARY${crypto.randomBytes(8).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
    const now = t.clock.now().toISOString();
    await t.app.guru.db.kysely
      .insertInto('vault_items')
      .values({
        id: crypto.randomUUID(),
        owner_user_id: w.users.casey.id,
        firm_id: w.firmId,
        folder_id: null,
        summary: vaultCanary,
        secret: vaultCanary,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(() => t.close());

  const entriesOf = (payload: Buffer): Record<string, Buffer> =>
    Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(payload))).map(([k, v]) => [k, Buffer.from(v)]),
    );
  const exportAs = (as: TestClient, body: unknown = { pinCode: '1234' }) => as.post(advisorPath, body);
  const exportEvents = () =>
    t.app.guru.db.kysely
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'firm_data.exported')
      .orderBy('seq')
      .execute();
  const caseyDir = `${files.documentsDir}/Test casey`;

  it("gives the advisor the firm's files, the shared documents decrypted by client, and records the export first", async () => {
    const request = await w.as.alex.post(documentRequestsApiPaths.requests, {
      clientId: w.users.casey.id,
      title: 'Year-end, review',
      dueDate: '2099-01-31',
      items: ['Tax return', 'Bank "statement"'],
    });
    expect(request.statusCode, request.body).toBe(200);
    const big = await seedDocument(
      w.ctx,
      { firmId: w.firmId, clientId: w.users.cora.id },
      {
        area: 'shared',
        uploadedBy: w.users.cora.id,
        fileName: 'large-scan.pdf',
        bytes: crypto.randomBytes(6 * 65_536 + 123),
      },
    );

    const res = await exportAs(w.as.alex);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/firm-data-demo-\d{4}-\d{2}-\d{2}\.zip/);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = entriesOf(res.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(
      [
        files.readme,
        files.clients,
        files.requests,
        files.auditJson,
        files.auditCsv,
        `${caseyDir}/statement.pdf`,
        `${caseyDir}/plan-from-alex.pdf`,
        `${caseyDir}/for-tara.pdf`,
        `${caseyDir}/For my advisor/in-shared-folder.pdf`,
        `${files.documentsDir}/Test cora/large-scan.pdf`,
      ].sort(),
    );
    expect(entries[`${caseyDir}/statement.pdf`]!.equals(w.casey.sharedFile.bytes)).toBe(true);
    expect(
      entries[`${caseyDir}/For my advisor/in-shared-folder.pdf`]!.equals(w.casey.sharedFolderFile.bytes),
    ).toBe(true);
    expect(entries[`${files.documentsDir}/Test cora/large-scan.pdf`]!.equals(big.bytes)).toBe(true);

    // Never the private area (its files or folder), never the vault.
    const everything = Buffer.concat([res.rawPayload, ...Object.values(entries)]).toString('latin1');
    for (const secret of ['secret-will.pdf', 'hidden-in-folder.pdf', 'Taxes (private)', vaultCanary])
      expect(everything).not.toContain(secret);
    for (const doc of [w.casey.privateFile, w.casey.privateFolderFile])
      expect(everything).not.toContain(doc.bytes.toString('latin1'));

    const clients = parseCsv(entries[files.clients]!.toString('utf8'));
    expect(clients[0]).toEqual([...firmExportMessages.clientsColumns]);
    const casey = clients.find((row) => row[0] === w.users.casey.id);
    expect(casey).toEqual([
      w.users.casey.id,
      'Test',
      'casey',
      'casey@example.com',
      'casey',
      'client',
      'Active',
      'Documents Guru; Password Guru',
      expect.any(String),
      expect.any(String),
    ]);
    expect(clients.find((row) => row[0] === w.users.sam.id)?.[5]).toBe('second user');
    expect(clients.find((row) => row[0] === w.users.tara.id)?.[5]).toBe('third party');
    expect(clients.some((row) => row.includes(w.users.alex.email) || row.includes(w.users.otto.email))).toBe(
      false,
    );

    const requests = parseCsv(entries[files.requests]!.toString('utf8'));
    expect(requests[0]).toEqual([...firmExportMessages.requestsColumns]);
    expect(requests.slice(1).map((row) => [row[4], row[10]])).toEqual([
      ['Year-end, review', 'Tax return'],
      ['Year-end, review', 'Bank "statement"'],
    ]);

    // The trail in both formats, with its hashes: the chain verifies and ends with this export's own record.
    const json = recordsOfJson(entries[files.auditJson]!.toString('utf8'));
    expect(json.head).toMatchObject({ complete: true, lastSeq: json.records.at(-1)!.seq });
    const head = { lastSeq: json.head!.lastSeq!, lastHash: json.head!.lastHash! };
    expect(checkChain(json.records, { head })).toMatchObject({ ok: true });
    expect(json.records.at(-1)).toMatchObject({
      kind: 'firm_data.exported',
      actorId: w.users.alex.id,
      actorRole: 'advisor',
      detail: { by: 'advisor', documents: 5, requests: 1 },
    });
    const csv = recordsOfCsv(entries[files.auditCsv]!.toString('utf8'));
    expect(csv.map((r) => r.hash)).toEqual(json.records.map((r) => r.hash));
    expect(entries[files.readme]!.toString('utf8')).toContain('Demo Wealth Partners');
  });

  it('keeps hostile client and file names inside their folder and makes equal names unique', async () => {
    const evil = await createTestUser(t.app, { firmId: w.firmId, username: 'evil' });
    await w.ctx.repos.users.update(evil.id, { first_name: '../../..', last_name: '' });
    const twin = await createTestUser(t.app, { firmId: w.firmId, username: 'twin' });
    await w.ctx.repos.users.update(twin.id, { first_name: 'Test', last_name: 'casey' });
    const space = { firmId: w.firmId, clientId: evil.id };
    const hostile = await seedDocument(w.ctx, space, {
      area: 'shared',
      uploadedBy: evil.id,
      fileName: '..\\..\\boot.ini',
    });
    await seedDocument(w.ctx, space, { area: 'shared', uploadedBy: evil.id, fileName: 'CON' });
    await seedDocument(w.ctx, space, { area: 'shared', uploadedBy: evil.id, fileName: 'a:b?.pdf' });
    await seedDocument(
      w.ctx,
      { firmId: w.firmId, clientId: twin.id },
      {
        area: 'shared',
        uploadedBy: twin.id,
        fileName: 'statement.pdf',
      },
    );

    const res = await exportAs(w.as.alex);
    expect(res.statusCode, res.body).toBe(200);
    const names = Object.keys(entriesOf(res.rawPayload));
    for (const name of names) {
      expect(name.split('/')).not.toContain('..');
      expect(name).not.toMatch(/^\/|\\|[<>:"|?*]/);
    }
    const evilFiles = names.filter((n) => n.startsWith(`${files.documentsDir}/.._.._/`));
    expect(evilFiles.sort()).toEqual(
      [
        `${files.documentsDir}/.._.._/.._.._boot.ini`,
        `${files.documentsDir}/.._.._/_CON`,
        `${files.documentsDir}/.._.._/a_b_.pdf`,
      ].sort(),
    );
    expect(
      entriesOf(res.rawPayload)[`${files.documentsDir}/.._.._/.._.._boot.ini`]!.equals(hostile.bytes),
    ).toBe(true);
    // Two clients of the same name: two folders.
    expect(names).toContain(`${caseyDir}/statement.pdf`);
    expect(names).toContain(`${caseyDir} (2)/statement.pdf`);
  });

  it('refuses a wrong PIN with a clear 4xx and records nothing', async () => {
    const before = (await exportEvents()).length;
    const wrong = await exportAs(w.as.alex, { pinCode: '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe(ErrorCode.PIN_WRONG);
    for (const body of [{}, { pinCode: 'abcd' }, { pinCode: '12345' }])
      expect((await exportAs(w.as.alex, body)).statusCode).toBe(400);
    expect(await exportEvents()).toHaveLength(before);
  });

  it("refuses the firm's clients and the provider on the advisor's route, and gives another firm's advisor only their own firm", async () => {
    const before = (await exportEvents()).length;
    for (const as of [w.as.casey, w.as.sam, w.as.tara, w.as.pat])
      expect([401, 403, 404]).toContain((await exportAs(as)).statusCode);
    const client = await signInClient(t.app, w.users.cora, 'passwordguru');
    expect([401, 403, 404]).toContain((await exportAs(client)).statusCode);
    expect(await exportEvents()).toHaveLength(before);

    const olga = await exportAs(w.as.olga);
    expect(olga.statusCode).toBe(200);
    const text = Buffer.concat(Object.values(entriesOf(olga.rawPayload))).toString('latin1');
    expect(text).toContain(w.users.otto.email);
    for (const marker of [w.users.casey.email, w.users.casey.id, 'statement.pdf', w.firmId])
      expect(text).not.toContain(marker);
  });

  it('lets the provider export a firm on its request, recorded with the reference; advisors may not', async () => {
    const reference = 'Ticket 4711 of 27 Nov';
    const res = await w.as.pat.post(providerPath(w.firmId), { pinCode: '1234', reference });
    expect(res.statusCode, res.body).toBe(200);
    const entries = entriesOf(res.rawPayload);
    // Casey's folder is "Test casey" or "Test casey (2)" beside the namesake of the test before (by client id).
    const statements = Object.entries(entries).filter(([name]) => name.endsWith('/statement.pdf'));
    expect(statements.some(([, bytes]) => bytes.equals(w.casey.sharedFile.bytes))).toBe(true);
    expect(Object.keys(entries).join('\n')).not.toContain('secret-will.pdf');
    const last = recordsOfJson(entries[files.auditJson]!.toString('utf8')).records.at(-1);
    expect(last).toMatchObject({
      kind: 'firm_data.exported',
      actorId: w.users.pat.id,
      actorRole: 'provider',
      subjectId: w.firmId,
      detail: { by: 'provider', reference },
    });

    expect(
      (await w.as.pat.post(providerPath(crypto.randomUUID()), { pinCode: '1234', reference })).statusCode,
    ).toBe(404);
    for (const body of [{ pinCode: '1234' }, { pinCode: '1234', reference: '  ' }, { reference }])
      expect((await w.as.pat.post(providerPath(w.firmId), body)).statusCode).toBe(400);
    const before = (await exportEvents()).length;
    for (const as of [w.as.alex, w.as.olga, w.as.casey])
      expect([401, 403, 404]).toContain(
        (await as.post(providerPath(w.firmId), { pinCode: '1234', reference })).statusCode,
      );
    expect(await exportEvents()).toHaveLength(before);
  });
});
