import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { Upload, type DetailedError, type HttpRequest } from 'tus-js-client';
import { API_PREFIX, AppType, documentsApiPaths } from '@guru/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Dialect } from '../../../db/database.js';
import { RoleId } from '../../../db/tables/users.table.js';
import type { TestClient } from '../../../test/http-client.js';
import { signInClient } from '../../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.js';
import { signInStaff } from '../../clients/clients.fixtures.js';
import { readAll } from '../../../infra/storage/storage-test-helpers.js';

/** Test support for resumable uploads: a firm with people in every role, tus requests, a real tus client. */

export const uploadsPath = documentsApiPaths.uploads;
export const uploadPath = (id: string) => `${documentsApiPaths.uploads}/${id}`;
const documentsApp = { 'x-app-type': AppType.documents };

export interface UploadWorld {
  t: TestApp;
  firmId: string;
  client: TestUser;
  /** Signed in to Documents Guru as the client. */
  asClient: TestClient;
  otherClient: TestUser;
  asOtherClient: TestClient;
  advisor: TestUser;
  asAdvisor: TestClient;
}

/** `logStream`: the app's log from level info (off unless given). */
export async function buildUploadWorld(
  dialect: Dialect,
  logStream?: NodeJS.WritableStream,
): Promise<UploadWorld> {
  const t = logStream
    ? await createTestApp(dialect, { logLevel: 'info' }, { logStream })
    : await createTestApp(dialect);
  const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
  const client = await createTestUser(t.app, { firmId, username: 'casey' });
  const otherClient = await createTestUser(t.app, { firmId, username: 'robin' });
  const advisor = await createTestUser(t.app, { firmId, username: 'ada', role: 'advisor' });
  return {
    t,
    firmId,
    client,
    asClient: await signInClient(t.app, client, AppType.documents),
    otherClient,
    asOtherClient: await signInClient(t.app, otherClient, AppType.documents),
    advisor,
    asAdvisor: await signInStaff(t.app, advisor, 'localhost', AppType.documents),
  };
}

/** A user of the firm with another role (second user 4, third party 5), signed in to Documents Guru. */
export async function userWithRole(
  world: UploadWorld,
  username: string,
  roleId: number,
  ownerId: string | null = null,
): Promise<TestClient> {
  const user = await createTestUser(world.t.app, { firmId: world.firmId, username });
  await world.t.app.guru.db.kysely
    .updateTable('users')
    .set({ role_id: roleId, owner_user_id: ownerId })
    .where('id', '=', user.id)
    .execute();
  return signInClient(world.t.app, user, AppType.documents);
}
export const roles = RoleId;

export function metadataHeader(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v, 'utf8').toString('base64')}`)
    .join(',');
}

export function tusHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'tus-resumable': '1.0.0', ...documentsApp, ...extra };
}

/** POST: a new upload; the id is the last segment of its Location. */
export async function createUpload(
  as: TestClient,
  length: number,
  meta: Record<string, string>,
): Promise<{ res: LightMyRequestResponse; id: string }> {
  const res = await as.request(
    'POST',
    uploadsPath,
    undefined,
    tusHeaders({ 'upload-length': String(length), 'upload-metadata': metadataHeader(meta) }),
  );
  const location = String(res.headers.location ?? '');
  return { res, id: location.slice(location.lastIndexOf('/') + 1) };
}

export function patchChunk(
  as: TestClient,
  id: string,
  offset: number,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  return as.request(
    'PATCH',
    uploadPath(id),
    bytes,
    tusHeaders({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
  );
}

export async function documentRows(app: FastifyInstance, clientId: string) {
  return app.guru.db.kysely
    .selectFrom('documents')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .execute();
}

export async function uploadRows(app: FastifyInstance) {
  return app.guru.db.kysely.selectFrom('document_uploads').selectAll().execute();
}

/** A document's bytes through the documents module's download route (what a browser receives). */
export async function downloadBytes(
  as: TestClient,
  documentId: string,
  headers: Record<string, string> = {},
): Promise<Buffer> {
  const res = await as.get(`${documentsApiPaths.download}?id=${documentId}`, { ...documentsApp, ...headers });
  if (res.statusCode !== 200 && res.statusCode !== 206)
    throw new Error(`download failed: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}

/** The plaintext of a stored document, read through the store the download route reads. */
export async function storedBytes(app: FastifyInstance, objectKey: string): Promise<Buffer> {
  return readAll(await app.guru.files.get(objectKey));
}

/** Every stored key under a prefix ('uploads', 'documents'). */
export async function storedKeys(app: FastifyInstance, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of app.guru.files.blobs.list(prefix)) keys.push(key);
  return keys;
}

/** Starts the app on a free local port; its tus endpoint. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}${API_PREFIX}${uploadsPath}`;
}

export interface TusRun {
  upload: Upload;
  done: Promise<string>;
  /** The Upload-Offset of every PATCH sent. */
  patchOffsets: number[];
}

export interface TusOptions {
  endpoint: string;
  cookie: string;
  metadata: Record<string, string>;
  chunkSize?: number;
  uploadUrl?: string;
  uploadSize?: number;
  onChunkComplete?: (upload: Upload, accepted: number) => void;
}

/** tus-js-client as the browser uses it: resolves with the upload's URL, rejects with its DetailedError. */
export function tusUpload(file: Buffer | Readable, options: TusOptions): TusRun {
  const patchOffsets: number[] = [];
  let upload: Upload | null = null;
  const done = new Promise<string>((resolve, reject) => {
    const created = new Upload(file as Buffer, {
      endpoint: options.endpoint,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      ...(options.uploadSize !== undefined ? { uploadSize: options.uploadSize } : {}),
      headers: { cookie: options.cookie, ...documentsApp },
      metadata: options.metadata,
      chunkSize: options.chunkSize ?? 256 * 1024,
      retryDelays: null,
      onBeforeRequest: (req: HttpRequest) => {
        if (req.getMethod() === 'PATCH') patchOffsets.push(Number(req.getHeader('Upload-Offset')));
      },
      onChunkComplete: (_size, accepted) => options.onChunkComplete?.(created, accepted),
      onSuccess: () => resolve(created.url ?? ''),
      onError: (err) => reject(err),
    });
    upload = created;
    created.start();
  });
  if (!upload) throw new Error('tus upload not started');
  return { upload, done, patchOffsets };
}

/** The status and error body of a refused tus request. */
export function refusal(err: unknown): {
  status: number;
  body: { error?: { code?: string; message?: string } };
} {
  const res = (err as DetailedError).originalResponse;
  if (!res) throw err;
  const text = res.getBody();
  return {
    status: res.getStatus(),
    body: text ? (JSON.parse(text) as { error?: { code?: string; message?: string } }) : {},
  };
}
