import { documentsApiPaths as paths } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { createFirm, createTestUser, type TestApp, type TestUser } from '../test-app.js';
import type { TestClient } from '../http-client.js';
import { signInClient } from '../sign-in.js';
import { signInStaff } from '../fixtures/clients.js';
import { seedDocument, seedFolder, seedShare, type SeededDocument } from '../fixtures/documents.js';

/**
 * The API tests' world: firm "demo" with advisor Alex, client Casey (second user Sam), another client
 * Cora and a third party Tara; firm "other" with advisor Olga and client Otto; the provider Pat. Casey's
 * space holds private and shared files and folders; one file and one folder are shared with Tara.
 */
export interface DocumentsWorld {
  ctx: AppContext;
  firmId: string;
  otherFirmId: string;
  users: {
    alex: TestUser;
    casey: TestUser;
    sam: TestUser;
    cora: TestUser;
    tara: TestUser;
    olga: TestUser;
    otto: TestUser;
    pat: TestUser;
  };
  as: {
    alex: TestClient;
    casey: TestClient;
    sam: TestClient;
    cora: TestClient;
    tara: TestClient;
    olga: TestClient;
    otto: TestClient;
    pat: TestClient;
  };
  casey: {
    privateFile: SeededDocument;
    sharedFile: SeededDocument;
    advisorFile: SeededDocument;
    sharedWithTara: SeededDocument;
    privateFolder: { id: string; name: string };
    privateFolderFile: SeededDocument;
    sharedFolder: { id: string; name: string };
    sharedFolderFile: SeededDocument;
  };
}

export const folderPath = (id: string) => paths.folder.replace(':id', id);
export const documentPath = (id: string) => paths.document.replace(':id', id);
export const clientInfoPath = (id: string) => paths.clientInfo.replace(':id', id);

export async function buildDocumentsWorld(t: Pick<TestApp, 'app' | 'clock'>): Promise<DocumentsWorld> {
  const ctx = t.app.guru;
  const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
  const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
  const users = {
    alex: await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' }),
    casey: await createTestUser(t.app, { firmId, username: 'casey' }),
    sam: await createTestUser(t.app, { firmId, username: 'sam' }),
    cora: await createTestUser(t.app, { firmId, username: 'cora' }),
    tara: await createTestUser(t.app, { firmId, username: 'tara', apps: ['documentvault'] }),
    olga: await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' }),
    otto: await createTestUser(t.app, { firmId: otherFirmId, username: 'otto' }),
    pat: await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' }),
  };
  await ctx.repos.users.update(users.sam.id, { role_id: 4, owner_user_id: users.casey.id });
  await ctx.repos.users.update(users.tara.id, { role_id: 5 });

  const space = { firmId, clientId: users.casey.id };
  const by = users.casey.id;
  const privateFolder = await seedFolder(ctx, space, {
    area: 'private',
    createdBy: by,
    name: 'Taxes (private)',
  });
  const sharedFolder = await seedFolder(ctx, space, {
    area: 'shared',
    createdBy: by,
    name: 'For my advisor',
  });
  const casey = {
    privateFile: await seedDocument(ctx, space, {
      area: 'private',
      uploadedBy: by,
      fileName: 'secret-will.pdf',
    }),
    sharedFile: await seedDocument(ctx, space, { area: 'shared', uploadedBy: by, fileName: 'statement.pdf' }),
    advisorFile: await seedDocument(ctx, space, {
      area: 'shared',
      uploadedBy: users.alex.id,
      faUploadUserId: users.alex.id,
      fileName: 'plan-from-alex.pdf',
    }),
    sharedWithTara: await seedDocument(ctx, space, {
      area: 'shared',
      uploadedBy: by,
      fileName: 'for-tara.pdf',
    }),
    privateFolder,
    privateFolderFile: await seedDocument(ctx, space, {
      area: 'private',
      uploadedBy: by,
      folderId: privateFolder.id,
      fileName: 'hidden-in-folder.pdf',
    }),
    sharedFolder,
    sharedFolderFile: await seedDocument(ctx, space, {
      area: 'shared',
      uploadedBy: by,
      folderId: sharedFolder.id,
      fileName: 'in-shared-folder.pdf',
    }),
  };
  await seedShare(ctx, space, {
    itemType: 'file',
    itemId: casey.sharedWithTara.id,
    userId: users.tara.id,
    sharedBy: users.alex.id,
  });
  await seedShare(ctx, space, {
    itemType: 'folder',
    itemId: sharedFolder.id,
    userId: users.tara.id,
    sharedBy: users.alex.id,
  });

  const as = {
    alex: await signInStaff(t.app, users.alex),
    casey: await signInClient(t.app, users.casey, 'documentvault'),
    sam: await signInClient(t.app, users.sam, 'documentvault'),
    cora: await signInClient(t.app, users.cora, 'documentvault'),
    tara: await signInClient(t.app, users.tara, 'documentvault'),
    olga: await signInStaff(t.app, users.olga, 'other.localhost'),
    otto: await signInClient(t.app, users.otto, 'documentvault', 'other.localhost'),
    pat: await signInStaff(t.app, users.pat),
  };
  return { ctx, firmId, otherFirmId, users, as, casey };
}
