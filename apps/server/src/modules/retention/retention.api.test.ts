import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BE_API_PREFIX,
  clientApiPaths,
  documentsApiPaths as paths,
  documentsRetentionApiPaths,
  formatMessage,
  retentionApiPaths,
  retentionMessages,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { signInStaff } from '../../test/fixtures/clients.js';
import { signInClient } from '../../test/sign-in.js';
import { seedDocument } from '../../test/fixtures/documents.js';
import { trailEvents } from '../../test/audit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  buildDocumentsWorld,
  documentPath,
  folderPath,
  type DocumentsWorld,
} from '../../test/worlds/documents.js';
import { keptUntil, isoDay } from './retention-rules.js';

const settingsPath = `${BE_API_PREFIX}${retentionApiPaths.settings}`;
const holdPath = (clientId: string) =>
  `${BE_API_PREFIX}${retentionApiPaths.legalHold.replace(':id', clientId)}`;
const hiddenPath = (id: string) => documentsRetentionApiPaths.hidden.replace(':id', id);
const YEAR_MINUTES = 366 * 24 * 60;

/** Retention and legal hold (ADR 0050) through the API: settings, refusals, hiding, holds. */
describe.each(testDialects())('retention and legal hold on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  const listOf = async (who: 'alex' | 'casey') => {
    const query =
      who === 'alex' ? `clientId=${w.users.casey.id}&isFilterShareFA=true` : 'isFilterShareFA=true';
    const res = await w.as[who].get(`${paths.list}?${query}&limit=-1`);
    expect(res.statusCode).toBe(200);
    return (res.json().data.results as Array<{ id: string; hidden?: boolean }>).map((d) => [d.id, d.hidden]);
  };
  const deleteFile = (who: 'alex' | 'casey', id: string) =>
    w.as[who].request('DELETE', paths.deleteDocuments, { ids: [id], pinCode: w.users[who].pin });

  it('lets the advisor set the periods (recorded), refuses bad values with 400 and every other caller', async () => {
    expect((await w.as.alex.get(settingsPath)).json().data).toMatchObject({
      documentYears: 0,
      auditYears: 0,
    });
    for (const bad of [
      { documentYears: 11, auditYears: 6 },
      { documentYears: -1, auditYears: 6 },
      { documentYears: 1.5, auditYears: 6 },
      { documentYears: 6 },
    ])
      expect((await w.as.alex.request('PUT', settingsPath, bad)).statusCode).toBe(400);
    const saved = await w.as.alex.request('PUT', settingsPath, { documentYears: 6, auditYears: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ documentYears: 6, auditYears: 7 });
    // The same values again change nothing and record nothing.
    await w.as.alex.request('PUT', settingsPath, { documentYears: 6, auditYears: 7 });
    const events = await trailEvents(t.app, w.firmId, 'retention.settings_changed');
    expect(events.map((e) => e.detail)).toEqual([
      { documentYearsBefore: 0, documentYears: 6, auditYearsBefore: 0, auditYears: 7 },
    ]);
    const byClient = await w.as.casey.request('PUT', settingsPath, { documentYears: 0, auditYears: 0 });
    expect(byClient.statusCode).toBe(403);
    expect((await w.as.alex.get(settingsPath)).json().data.documentYears).toBe(6);
    // Another firm's advisor sets their own firm's periods only.
    expect((await w.as.olga.get(settingsPath)).json().data).toMatchObject({ documentYears: 0 });
  });

  it('refuses a delete inside the retention (advisor and client) with the date it is kept until, recorded; the private area is not retained', async () => {
    const advisorFile = w.casey.advisorFile.id;
    const sharedFile = w.casey.sharedFile.id;
    const until = isoDay(
      keptUntil(
        (await t.app.guru.repos.documents.findDocument(
          { kind: 'space', firmId: w.firmId, clientId: null, areas: ['shared'] },
          advisorFile,
        ))!.created_at,
        6,
      ),
    );
    const refused = await deleteFile('alex', advisorFile);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(formatMessage(retentionMessages.keptUntil, { date: until }));
    const byClient = await deleteFile('casey', sharedFile);
    expect(byClient.statusCode).toBe(409);
    expect(byClient.json().error.message).toContain(until.slice(0, 4));
    // Moving it out of the shared area is leaving it too.
    expect((await w.as.casey.request('PUT', documentPath(sharedFile), { isShareFA: false })).statusCode).toBe(
      409,
    );
    // A folder with a retained file inside.
    expect(
      (
        await w.as.casey.request('DELETE', folderPath(w.casey.sharedFolder.id), {
          pinCode: w.users.casey.pin,
        })
      ).statusCode,
    ).toBe(409);
    expect((await listOf('casey')).map(([id]) => id)).toEqual(
      expect.arrayContaining([advisorFile, sharedFile]),
    );
    const refusals = await trailEvents(t.app, w.firmId, 'retention.deletion_refused');
    expect(refusals.map((e) => [e.actorId, e.detail.operation, e.detail.reason, e.detail.keptUntil])).toEqual(
      [
        [w.users.alex.id, 'delete', 'retention', until],
        [w.users.casey.id, 'delete', 'retention', until],
        [w.users.casey.id, 'move_private', 'retention', until],
        [w.users.casey.id, 'delete', 'retention', until],
      ],
    );
    // The client's private area is theirs alone.
    expect((await deleteFile('casey', w.casey.privateFile.id)).statusCode).toBe(200);
  });

  it('hides a shared file from the client instead: kept, marked for the advisor, gone for the client, recorded; advisors only', async () => {
    const file = w.casey.advisorFile.id;
    expect((await w.as.casey.request('PUT', hiddenPath(file), { hidden: true })).statusCode).toBe(403);
    expect((await w.as.tara.request('PUT', hiddenPath(file), { hidden: true })).statusCode).toBe(403);
    expect((await w.as.alex.request('PUT', hiddenPath(file), { hidden: 'yes' })).statusCode).toBe(400);
    expect((await w.as.olga.request('PUT', hiddenPath(file), { hidden: true })).statusCode).toBe(404);
    const hid = await w.as.alex.request('PUT', hiddenPath(file), { hidden: true });
    expect(hid.statusCode).toBe(200);
    expect(hid.json().data).toMatchObject({ id: file, hidden: true });
    expect(await listOf('alex')).toContainEqual([file, true]);
    expect((await listOf('casey')).map(([id]) => id)).not.toContain(file);
    expect((await w.as.casey.get(`${paths.download}?id=${file}`)).statusCode).toBe(404);
    expect((await w.as.alex.get(`${paths.download}?id=${file}`)).statusCode).toBe(200);
    // A file shared with a third party is hidden from them too.
    const forTara = w.casey.sharedWithTara.id;
    expect((await w.as.tara.get(`${paths.download}?id=${forTara}`)).statusCode).toBe(200);
    expect((await w.as.alex.request('PUT', hiddenPath(forTara), { hidden: true })).statusCode).toBe(200);
    expect((await w.as.tara.get(`${paths.download}?id=${forTara}`)).statusCode).toBe(404);
    expect((await w.as.alex.request('PUT', hiddenPath(forTara), { hidden: false })).statusCode).toBe(200);
    expect((await w.as.tara.get(`${paths.download}?id=${forTara}`)).statusCode).toBe(200);
    // Hidden, it is still retained.
    expect((await deleteFile('alex', file)).statusCode).toBe(409);
    expect((await w.as.alex.request('PUT', hiddenPath(file), { hidden: false })).statusCode).toBe(200);
    expect((await listOf('casey')).map(([id]) => id)).toContain(file);
    const events = await trailEvents(t.app, w.firmId);
    expect(
      events
        .filter((e) => e.kind.startsWith('document.') && e.kind.endsWith('hidden'))
        .map((e) => [e.kind, e.subjectId]),
    ).toEqual([
      ['document.hidden', file],
      ['document.hidden', forTara],
      ['document.unhidden', forTara],
      ['document.unhidden', file],
    ]);
  });

  it('puts a client on legal hold: nothing of their shared area can be deleted or moved out by anyone, nor the client deleted; lifted, it can', async () => {
    const casey = w.users.casey.id;
    // Past the retention: only the hold stops the deletes now.
    t.clock.advanceMinutes(6 * YEAR_MINUTES);
    // Six years on, everyone signs in again.
    w.as.alex = await signInStaff(t.app, w.users.alex);
    w.as.olga = await signInStaff(t.app, w.users.olga, 'other.localhost');
    w.as.casey = await signInClient(t.app, w.users.casey, 'documentvault');
    w.as.sam = await signInClient(t.app, w.users.sam, 'documentvault');
    expect((await w.as.alex.request('PUT', holdPath(casey), { reason: ' ' })).statusCode).toBe(400);
    expect((await w.as.olga.request('PUT', holdPath(casey), { reason: 'x' })).statusCode).toBe(404);
    expect((await w.as.alex.request('PUT', holdPath(w.users.alex.id), { reason: 'x' })).statusCode).toBe(404);
    expect((await w.as.casey.request('PUT', holdPath(casey), { reason: 'x' })).statusCode).toBe(403);
    const placed = await w.as.alex.request('PUT', holdPath(casey), { reason: 'Litigation 2026-114' });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toMatchObject({
      clientId: casey,
      onHold: true,
      reason: 'Litigation 2026-114',
    });
    expect((await w.as.alex.get(holdPath(casey))).json().data.onHold).toBe(true);

    const onHold = retentionMessages.onLegalHold;
    for (const res of [
      await deleteFile('alex', w.casey.advisorFile.id),
      await deleteFile('casey', w.casey.sharedFile.id),
      await w.as.sam.request('DELETE', paths.deleteDocuments, {
        ids: [w.casey.sharedFile.id],
        pinCode: w.users.sam.pin,
      }),
      await w.as.casey.request('PUT', documentPath(w.casey.sharedFile.id), { isShareFA: false }),
      await w.as.casey.request('DELETE', folderPath(w.casey.sharedFolder.id), { pinCode: w.users.casey.pin }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(onHold);
    }
    // The private area stays the client's.
    expect((await deleteFile('casey', w.casey.privateFolderFile.id)).statusCode).toBe(200);
    // Client Management's delete (of a disabled client) is refused too.
    const clientPath = clientApiPaths.client.replace(':id', casey);
    await t.app.guru.repos.users.update(casey, { status: 'disabled' });
    const deleteClient = await w.as.alex.request('DELETE', clientPath);
    expect(deleteClient.statusCode).toBe(409);
    expect(deleteClient.json().error.message).toBe(retentionMessages.clientOnLegalHold);
    // Off hold, Cora (a shared file uploaded now) is still inside the firm's retention: her deletion is refused too.
    const cora = w.users.cora.id;
    await seedDocument(
      t.app.guru,
      { firmId: w.firmId, clientId: cora },
      { area: 'shared', uploadedBy: cora },
    );
    await t.app.guru.repos.users.update(cora, { status: 'disabled' });
    const deleteCora = await w.as.alex.request('DELETE', clientApiPaths.client.replace(':id', cora));
    expect(deleteCora.statusCode).toBe(409);
    expect(deleteCora.json().error.message).toBe(
      formatMessage(retentionMessages.clientKeptUntil, {
        date: isoDay(keptUntil(t.clock.now().toISOString(), 6)),
      }),
    );
    expect(await t.app.guru.repos.users.findById(cora)).toBeDefined();
    await t.app.guru.repos.users.update(casey, { status: 'active' });

    const lifted = await w.as.alex.request('DELETE', holdPath(casey));
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data).toMatchObject({ onHold: false, reason: null });
    expect((await w.as.alex.request('DELETE', holdPath(casey))).statusCode).toBe(404);
    const casey2 = await w.as.casey.get(`${paths.list}?isFilterShareFA=true&limit=-1`);
    expect(casey2.statusCode).toBe(200);
    // Past its retention and off hold: it goes.
    expect((await deleteFile('casey', w.casey.sharedFile.id)).statusCode).toBe(200);
    expect((await deleteFile('alex', w.casey.advisorFile.id)).statusCode).toBe(200);

    const kinds = (await trailEvents(t.app, w.firmId))
      .map((e) => e.kind)
      .filter((k) => k.startsWith('retention.legal'));
    expect(kinds).toEqual(['retention.legal_hold_placed', 'retention.legal_hold_lifted']);
    const reasons = (await trailEvents(t.app, w.firmId, 'retention.deletion_refused'))
      .slice(-7)
      .map((e) => [e.detail.operation, e.detail.reason]);
    expect(reasons).toEqual([
      ['delete', 'legal_hold'],
      ['delete', 'legal_hold'],
      ['delete', 'legal_hold'],
      ['move_private', 'legal_hold'],
      ['delete', 'legal_hold'],
      ['delete_client', 'legal_hold'],
      ['delete_client', 'retention'],
    ]);
  });
});
