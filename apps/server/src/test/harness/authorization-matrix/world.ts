import { documentRequestsApiPaths, documentsApiPaths, type AppType } from '@guru/shared';
import { randomKey } from '@guru/vault-crypto';
import type { Dialect } from '../../../db/database.js';
import { buildAdvisor, buildClient, buildEntry, buildFolder, buildSecondUser } from '../../factories.js';
import { TestClient } from '../../http-client.js';
import { latestSmsCode, passwordStep } from '../../sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  deriveCached,
  type TestApp,
  type TestUser,
} from '../../test-app.js';
import { solidPng } from '../../fixtures/photo.js';
import { signInStaff } from '../../fixtures/clients.js';
import { seedDocument, seedFolder, seedShare } from '../../fixtures/documents.js';
import { createUpload } from '../../fixtures/uploads.js';
import type { CallerName, MatrixIds } from './model.js';

/**
 * The matrix's world, built once per database: firm 1 ("demo", host localhost) with advisor Alex,
 * client Casey (the victim: vault, documents, uploads, second user Sam), client Cora and third party
 * Tara; firm 2 ("other") with advisor Olga and client Otto; a spare firm for the provider's writes;
 * the provider Pat. Each caller is a frozen cookie jar at a host: the matrix sends its cookies as
 * they are, so no answer can change who the caller is.
 */
export interface MatrixCaller {
  host: string;
  cookie: string;
}

export interface MatrixWorld {
  t: TestApp;
  ids: MatrixIds;
  callers: Record<CallerName, MatrixCaller>;
  /** Per caller, strings that must never appear in an answer to them (other people's ids, e-mails, files). */
  foreign: Record<CallerName, string[]>;
}

const FIRM_HOST = 'localhost';
const OTHER_HOST = 'other.localhost';

/** Password, SMS code and (unless `pin` is false) PIN for each app, on one client. */
async function signInApps(
  t: TestApp,
  user: TestUser,
  apps: AppType[],
  opts: { host?: string; pin?: boolean } = {},
): Promise<TestClient> {
  const client = new TestClient(t.app, opts.host ?? FIRM_HOST);
  for (const appType of apps) {
    const login = await passwordStep(client, user, appType);
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const verify = await client.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, user.phone),
      appType,
    });
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
    if (opts.pin === false) continue;
    const pin = await client.post('/auth/access-code-login', { pinCode: user.pin, appType });
    if (pin.statusCode !== 200) throw new Error(`pin failed: ${pin.body}`);
  }
  return client;
}

/** The authKey a browser derives from the user's password and the salt prelogin answers. */
async function currentAuthKey(t: TestApp, user: TestUser): Promise<string> {
  const pre = await new TestClient(t.app).post('/auth/prelogin', { username: user.username });
  const { salt } = pre.json().data as { salt: string };
  return (await deriveCached(user.password, salt)).authKeyB64;
}

const caller = (client: TestClient, host = client.host): MatrixCaller => ({
  host,
  cookie: client.cookieHeader(),
});

export async function buildMatrixWorld(dialect: Dialect): Promise<MatrixWorld> {
  const t = await createTestApp(dialect);
  const ctx = t.app.guru;
  const db = ctx.db;
  const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
  const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors Inc');
  const spareFirmId = await createFirm(t.app, 'spare', 'Spare Firm');
  const firm = { id: firmId, subdomain: 'demo' };

  // Key derivations are slow by design: the people are made, and signed in, side by side.
  const [alex, sol, casey, sam, cora, tara, olga, pat] = await Promise.all([
    createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' }),
    createTestUser(t.app, { firmId, username: 'sol', role: 'staff' }),
    createTestUser(t.app, { firmId, username: 'casey' }),
    createTestUser(t.app, { firmId, username: 'sam' }),
    createTestUser(t.app, { firmId, username: 'cora' }),
    createTestUser(t.app, { firmId, username: 'tara', apps: ['documentvault'] }),
    createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' }),
    createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' }),
  ]);
  const u = {
    alex: alex!,
    sol: sol!,
    casey: casey!,
    sam: sam!,
    cora: cora!,
    tara: tara!,
    olga: olga!,
    pat: pat!,
  };
  // Otto, a client of firm 2, never signs in.
  const otto = await buildClient(db, { id: otherFirmId, subdomain: 'other' }, { email: 'otto@example.com' });
  await ctx.repos.users.update(u.sam.id, { role_id: 4, owner_user_id: u.casey.id });
  await ctx.repos.users.update(u.tara.id, { role_id: 5 });
  const caseyRef = { id: u.casey.id, firmId, email: 'casey@example.com' };
  // Only a second user who has not signed up (pending) can be removed; only a disabled client deleted.
  const doomedSecondUsers = {
    clientA: await buildSecondUser(db, firm, caseyRef, { status: 'pending' }),
    advisorA: await buildSecondUser(db, firm, caseyRef, { status: 'pending' }),
    staffA: await buildSecondUser(db, firm, caseyRef, { status: 'pending' }),
  };
  const disabledSecondUser = await buildSecondUser(db, firm, caseyRef);
  const doomedClient = await buildClient(db, firm, { status: 'disabled' });
  const doomedClientOfStaff = await buildClient(db, firm, { status: 'disabled' });
  const disabledClient = await buildClient(db, firm);
  const spareAdvisor = await buildAdvisor(db, { id: spareFirmId, subdomain: 'spare' });

  // Password Guru: Casey's entries and folders, and one of Cora's.
  const owner = { userId: u.casey.id, firmId, key: randomKey() };
  const folder = await buildFolder(db, owner);
  const entry = await buildEntry(db, owner, { folderId: folder.id });
  const doomedEntry = await buildEntry(db, owner);
  const doomedMultiEntry = await buildEntry(db, owner);
  const doomedFolder = await buildFolder(db, owner);
  const coraEntry = await buildEntry(db, { userId: u.cora.id, firmId, key: randomKey() });
  const sealed = await db.kysely
    .selectFrom('vault_items')
    .select(['summary', 'secret'])
    .where('id', '=', entry.id)
    .executeTakeFirstOrThrow();
  const folderRow = await db.kysely
    .selectFrom('vault_folders')
    .select('data')
    .where('id', '=', folder.id)
    .executeTakeFirstOrThrow();

  // Documents Guru: Casey's space (private and shared areas), one share with Tara; Cora's and Otto's files.
  const space = { firmId, clientId: u.casey.id };
  const by = u.casey.id;
  const doc = (area: 'private' | 'shared', fileName: string, folderId: string | null = null, uploader = by) =>
    seedDocument(ctx, space, {
      area,
      uploadedBy: uploader,
      fileName,
      folderId,
      faUploadUserId: uploader === by ? null : uploader,
    });
  const privateFolder = await seedFolder(ctx, space, {
    area: 'private',
    createdBy: by,
    name: 'Taxes private',
  });
  const sharedFolder = await seedFolder(ctx, space, {
    area: 'shared',
    createdBy: by,
    name: 'For my advisor',
  });
  const unshareFolder = await seedFolder(ctx, space, {
    area: 'shared',
    createdBy: by,
    name: 'Shared then unshared',
  });
  const privateFile = await doc('private', 'secret-will.pdf');
  const privateFolderFile = await doc('private', 'hidden-in-folder.pdf', privateFolder.id);
  const sharedFile = await doc('shared', 'statement.pdf');
  const sharedWithThirdParty = await doc('shared', 'for-tara.pdf');
  const sharedFolderFile = await doc('shared', 'in-shared-folder.pdf', sharedFolder.id);
  // Advisors delete only what advisors added: the advisor's throwaway items are the advisor's own.
  const doomedDocs = async (who: string, n: number) => ({
    file: (await doc('shared', `to-delete-${n}.pdf`, null, who)).id,
    folder: (await seedFolder(ctx, space, { area: 'shared', createdBy: who, name: `Old papers ${n}` })).id,
  });
  const doomed = {
    clientA: { ...(await doomedDocs(by, 1)), secondUser: doomedSecondUsers.clientA.id },
    secondUserA: await doomedDocs(by, 2),
    advisorA: { ...(await doomedDocs(u.alex.id, 3)), secondUser: doomedSecondUsers.advisorA.id },
    staffA: { ...(await doomedDocs(u.sol.id, 4)), secondUser: doomedSecondUsers.staffA.id },
  };
  const unshareFile = await doc('shared', 'to-unshare.pdf');
  for (const [itemType, itemId] of [
    ['file', sharedWithThirdParty.id],
    ['file', unshareFile.id],
    ['folder', unshareFolder.id],
  ] as const) {
    await seedShare(ctx, space, { itemType, itemId, userId: u.tara.id, sharedBy: u.alex.id });
  }
  const coraFile = await seedDocument(
    ctx,
    { firmId, clientId: u.cora.id },
    { area: 'shared', uploadedBy: u.cora.id, fileName: 'cora-payslip.pdf' },
  );
  const ottoFile = await seedDocument(
    ctx,
    { firmId: otherFirmId, clientId: otto.id },
    { area: 'shared', uploadedBy: otto.id, fileName: 'otto-deed.pdf' },
  );

  const [caseyIn, coraIn, samIn, taraIn, alexIn, solIn, olgaIn, patIn] = await Promise.all([
    signInApps(t, u.casey, ['passwordguru', 'documentvault']),
    signInApps(t, u.cora, ['passwordguru', 'documentvault']),
    signInApps(t, u.sam, ['passwordguru', 'documentvault']),
    signInApps(t, u.tara, ['documentvault']),
    signInStaff(t.app, u.alex),
    signInStaff(t.app, u.sol),
    signInStaff(t.app, u.olga, OTHER_HOST),
    signInStaff(t.app, u.pat),
  ]);
  // After Casey's own sign-in: the newest SMS code to her phone is this session's.
  const caseyBeforePin = await signInApps(t, u.casey, ['passwordguru', 'documentvault'], { pin: false });
  const as = {
    casey: caseyIn!,
    cora: coraIn!,
    sam: samIn!,
    tara: taraIn!,
    caseyBeforePin,
    alex: alexIn!,
    sol: solIn!,
    olga: olgaIn!,
    pat: patIn!,
  };
  // Activity in both areas: the advisor's activity lists and exports must show the shared row only.
  for (const file of [privateFile, sharedFile]) {
    const res = await as.casey.get(`${documentsApiPaths.download}?id=${file.id}`, {
      'x-app-type': 'documentvault',
    });
    if (res.statusCode !== 200) throw new Error(`download failed: ${res.body}`);
  }
  // A document request, a template and a link for outsiders of client A's, by the advisor (ADR 0047).
  const asked = await as.alex.post(documentRequestsApiPaths.requests, {
    clientId: u.casey.id,
    title: 'Matrix request',
    dueDate: '2099-01-01',
    items: ['Statement', 'Payslip'],
  });
  if (asked.statusCode !== 200) throw new Error(`request failed: ${asked.body}`);
  const template = await as.alex.post(documentRequestsApiPaths.templates, { name: 'Matrix template' });
  const link = await as.alex.post(documentRequestsApiPaths.links, {
    type: 'file',
    id: sharedFile.id,
    email: 'outsider@example.net',
  });
  const staffTemplate = await as.sol.post(documentRequestsApiPaths.templates, { name: 'Staff template' });
  if (template.statusCode !== 200 || staffTemplate.statusCode !== 200 || link.statusCode !== 200)
    throw new Error('template or link failed');
  const upload = async () => {
    const created = await createUpload(as.casey, 10, { fileName: 'upload.pdf', isShareFA: 'true' });
    if (created.res.statusCode !== 201) throw new Error(`upload failed: ${created.res.body}`);
    return created.id;
  };
  const uploads = { patch: await upload(), del: await upload(), head: await upload() };
  // The sign-ins moved the fake clock on: every session starts the run freshly active.
  await db.kysely.updateTable('sessions').set({ last_activity_at: ctx.clock.now().toISOString() }).execute();

  const callers: Record<CallerName, MatrixCaller> = {
    anonymous: { host: FIRM_HOST, cookie: '' },
    clientA: caller(as.casey),
    clientB: caller(as.cora),
    secondUserA: caller(as.sam),
    thirdParty: caller(as.tara),
    advisorA: caller(as.alex),
    staffA: caller(as.sol),
    advisorOther: caller(as.olga),
    provider: caller(as.pat),
    beforePin: caller(as.caseyBeforePin),
    otherHost: caller(as.casey, OTHER_HOST),
  };

  const person = (user: TestUser) => [user.id, `${user.username}@example.com`];
  const caseyVault = [entry.id, folder.id, doomedEntry.id, sealed.summary.slice(0, 40)];
  const caseyPrivate = [
    privateFile.id,
    privateFile.fileName,
    privateFolder.id,
    privateFolder.name,
    privateFolderFile.fileName,
  ];
  const caseyShared = [
    sharedFile.id,
    sharedFile.fileName,
    sharedFolder.id,
    sharedFolderFile.fileName,
    doomed.clientA.file,
  ];
  const caseyAll = [
    ...person(u.casey),
    ...caseyVault,
    ...caseyPrivate,
    ...caseyShared,
    sharedWithThirdParty.fileName,
  ];
  const coraMarks = [...person(u.cora), coraEntry.id, coraFile.id, coraFile.fileName];
  const firmTwo = [
    otherFirmId,
    'Other Advisors Inc',
    ...person(u.olga),
    otto.id,
    otto.email,
    ottoFile.id,
    ottoFile.fileName,
  ];
  const firmOne = [
    firmId,
    ...caseyAll,
    ...coraMarks,
    ...person(u.sam),
    ...person(u.tara),
    ...person(u.alex),
    ...person(u.sol),
  ];
  const foreign: Record<CallerName, string[]> = {
    // The firm's public logo is named by its advisor's id (getUserCompanyAvatar/:file), as specified.
    anonymous: [...firmOne.filter((s) => s !== firmId && s !== u.alex.id), ...firmTwo],
    clientA: [...coraMarks, ...firmTwo],
    clientB: [...caseyAll, ...person(u.sam), ...person(u.tara), ...firmTwo],
    secondUserA: [...caseyVault, ...coraMarks, ...firmTwo],
    thirdParty: [...caseyVault, ...caseyPrivate, ...caseyShared, ...coraMarks, ...person(u.sam), ...firmTwo],
    advisorA: [...caseyVault, ...caseyPrivate, coraEntry.id, ...firmTwo],
    staffA: [...caseyVault, ...caseyPrivate, coraEntry.id, ...firmTwo],
    advisorOther: firmOne,
    provider: [
      ...caseyVault,
      ...caseyPrivate,
      ...caseyShared,
      ...coraMarks.slice(2),
      ottoFile.id,
      ottoFile.fileName,
    ],
    beforePin: [...caseyVault, ...caseyPrivate, ...caseyShared, ...coraMarks, ...firmTwo],
    otherHost: [
      ...firmOne,
      ...firmTwo.filter((s) => s !== otherFirmId && s !== 'Other Advisors Inc' && s !== u.olga.id),
    ],
  };

  const ids: MatrixIds = {
    firmId,
    spareFirmId,
    spareAdvisorId: spareAdvisor.id,
    clientA: u.casey.id,
    secondUserA: u.sam.id,
    doomed,
    disabledSecondUser: disabledSecondUser.id,
    doomedClient: doomedClient.id,
    doomedClientOfStaff: doomedClientOfStaff.id,
    disabledClient: disabledClient.id,
    entry: entry.id,
    entryEnvelopes: { summary: sealed.summary, secret: sealed.secret },
    doomedEntry: doomedEntry.id,
    doomedMultiEntry: doomedMultiEntry.id,
    folder: folder.id,
    folderData: folderRow.data,
    doomedFolder: doomedFolder.id,
    privateFile: privateFile.id,
    sharedFile: sharedFile.id,
    sharedWithThirdParty: sharedWithThirdParty.id,
    sharedFolder: sharedFolder.id,
    unshareFile: unshareFile.id,
    unshareFolder: unshareFolder.id,
    thirdPartyEmail: 'tara@example.com',
    uploadToPatch: uploads.patch,
    uploadToDelete: uploads.del,
    uploadToHead: uploads.head,
    documentRequest: asked.json().data.id,
    documentRequestItem: asked.json().data.items[0].id,
    requestTemplate: template.json().data.id,
    requestTemplateOfStaff: staffTemplate.json().data.id,
    documentLink: link.json().data.id,
    advisorA: u.alex.id,
    authKeys: {
      clientA: await currentAuthKey(t, u.casey),
      clientB: await currentAuthKey(t, u.cora),
      secondUserA: await currentAuthKey(t, u.sam),
    },
    png: solidPng(200, 200),
  };
  return { t, ids, callers, foreign };
}
