import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AppType, ErrorCode, documentsLimits, documentsMessages } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { TestClient } from '../../../test/http-client.js';
import { createFirm, createTestUser } from '../../../test/test-app.js';
import { signInClient } from '../../../test/sign-in.js';
import { signInStaff } from '../../../test/fixtures/clients.js';
import { fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';
import {
  buildUploadWorld,
  createUpload,
  documentRows,
  patchChunk,
  roles,
  storedBytes,
  storedKeys,
  tusHeaders,
  uploadPath,
  uploadRows,
  uploadsPath,
  userWithRole,
  type UploadWorld,
} from '../../../test/fixtures/uploads.js';

const SEGMENT = documentsLimits.segmentBytes;

describe.each(testDialects())('upload rules on %s', (dialect) => {
  let w: UploadWorld;

  beforeAll(async () => {
    w = await buildUploadWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('refuses callers who may not upload there, before reading anything', async () => {
    const meta = { fileName: 'Refused.pdf' };
    const anonymous = new TestClient(w.t.app);
    expect((await createUpload(anonymous, 10, meta)).res.statusCode).toBe(401);

    const thirdParty = await userWithRole(w, 'tess', roles.sharedUser);
    expect((await createUpload(thirdParty, 10, meta)).res.statusCode).toBe(403);

    const otherSpace = await createUpload(w.asClient, 10, { ...meta, clientId: w.otherClient.id });
    expect(otherSpace.res.statusCode).toBe(404);

    const otherFirmId = await createFirm(w.t.app, 'other', 'Other Advisors');
    const olga = await createTestUser(w.t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    const otherAdvisor = await signInStaff(w.t.app, olga, 'other.localhost', AppType.documents);
    expect(
      (await createUpload(otherAdvisor, 10, { ...meta, isShareFA: 'true', clientId: w.client.id })).res
        .statusCode,
    ).toBe(404);

    const pat = await createTestUser(w.t.app, { firmId: null, username: 'pat', role: 'provider' });
    const provider = await signInStaff(w.t.app, pat, 'localhost', AppType.documents);
    expect((await createUpload(provider, 10, meta)).res.statusCode).toBe(403);

    // A client signed in to Password Guru only is not a Documents Guru user.
    expect(
      (
        await w.asClient.request(
          'POST',
          uploadsPath,
          undefined,
          tusHeaders({ 'x-app-type': AppType.password, 'upload-length': '10' }),
        )
      ).statusCode,
    ).toBe(401);
    expect(await uploadRows(w.t.app)).toHaveLength(0);
  });

  it("lets a second user upload into their client's space, and only the uploader continue an upload", async () => {
    const second = await userWithRole(w, 'sam', roles.secondUser, w.client.id);
    const data = samples.text();
    const { res, id } = await createUpload(second, data.length, { fileName: 'Notes.txt', isShareFA: 'true' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(`${API_PREFIX}${uploadPath(id)}`);

    expect((await patchChunk(w.asClient, id, 0, data)).statusCode).toBe(404);
    expect((await w.asClient.request('HEAD', uploadPath(id), undefined, tusHeaders())).statusCode).toBe(404);
    expect((await w.asClient.request('DELETE', uploadPath(id), undefined, tusHeaders())).statusCode).toBe(
      404,
    );

    const done = await patchChunk(second, id, 0, data);
    expect(done.statusCode).toBe(204);
    expect(done.headers['upload-offset']).toBe(String(data.length));
    const doc = (await documentRows(w.t.app, w.client.id)).find((r) => r.file_name === 'Notes.txt');
    expect(doc).toMatchObject({ area: 'shared', mime_type: 'text/plain', fa_upload_user_id: null });
    expect((await storedBytes(w.t.app, doc?.object_key ?? '')).equals(data)).toBe(true);
  });

  it('refuses at creation: too big (413), types it does not accept (415), names already used (409), bad headers (400, 412)', async () => {
    const big = await createUpload(w.asClient, documentsLimits.maxFileBytes + 1, { fileName: 'Huge.pdf' });
    expect(big.res.statusCode).toBe(413);
    expect(big.res.json().error.message).toBe(documentsMessages.fileTooBig);
    for (const fileName of ['Movie.mp4', 'Song.mp3', 'Setup.exe', 'script.sh', 'noextension']) {
      const refused = await createUpload(w.asClient, 100, { fileName });
      expect(refused.res.statusCode, fileName).toBe(415);
      expect(refused.res.json().error).toEqual({
        code: ErrorCode.UNSUPPORTED_FILE_TYPE,
        message: documentsMessages.invalidFileType,
      });
    }
    expect((await createUpload(w.asClient, 0, { fileName: 'Empty.pdf' })).res.statusCode).toBe(415);

    const first = await createUpload(w.asClient, 3, { fileName: 'Taken.txt' });
    await patchChunk(w.asClient, first.id, 0, Buffer.from('abc'));
    const taken = await createUpload(w.asClient, 3, { fileName: 'TAKEN.txt' });
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().error.message).toBe(documentsMessages.fileNameUsed);
    // Names are unique per area: the same name in the shared area is another file.
    expect(
      (await createUpload(w.asClient, 3, { fileName: 'Taken.txt', isShareFA: 'true' })).res.statusCode,
    ).toBe(201);

    const noVersion = await w.asClient.request('POST', uploadsPath, undefined, {
      'x-app-type': AppType.documents,
      'upload-length': '3',
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.headers['tus-version']).toBe('1.0.0');
    expect(
      (await w.asClient.request('POST', uploadsPath, undefined, tusHeaders({ 'upload-length': '-1' })))
        .statusCode,
    ).toBe(400);
    expect(
      (await w.asClient.request('POST', uploadsPath, undefined, tusHeaders({ 'upload-length': '3' })))
        .statusCode,
    ).toBe(400);
    expect((await createUpload(w.asClient, 3, { fileName: '../x.txt' })).res.statusCode).toBe(400);
    expect(
      (await createUpload(w.asClient, 3, { fileName: 'x.txt', folderId: crypto.randomUUID() })).res
        .statusCode,
    ).toBe(404);
  });

  it('stores an empty text file at once', async () => {
    const { res } = await createUpload(w.asClient, 0, { fileName: 'Empty.txt' });
    expect(res.statusCode).toBe(201);
    const doc = (await documentRows(w.t.app, w.client.id)).find((r) => r.file_name === 'Empty.txt');
    expect(Number(doc?.size)).toBe(0);
    expect((await storedBytes(w.t.app, doc?.object_key ?? '')).length).toBe(0);
  });

  it('keeps whole segments, answers offsets and conflicts as tus says, and cancels', async () => {
    const data = fileOfSize(samples.pdf(), 3 * SEGMENT + 100);
    const { id } = await createUpload(w.asClient, data.length, { fileName: 'Chunks.pdf' });
    const options = await w.asClient.request('OPTIONS', uploadsPath);
    expect(options.statusCode).toBe(204);
    expect(options.headers).toMatchObject({
      'tus-version': '1.0.0',
      'tus-max-size': String(documentsLimits.maxFileBytes),
      'tus-extension': 'creation,termination,expiration',
    });

    expect((await patchChunk(w.asClient, id, 0, data.subarray(0, SEGMENT - 1))).statusCode).toBe(400);
    const partial = await patchChunk(w.asClient, id, 0, data.subarray(0, SEGMENT + 1000));
    expect(partial.statusCode).toBe(204);
    expect(partial.headers['upload-offset']).toBe(String(SEGMENT));
    expect(partial.headers['tus-resumable']).toBe('1.0.0');
    expect(partial.headers['upload-expires']).toBe(
      new Date(w.t.clock.now().getTime() + 24 * 3_600_000).toUTCString(),
    );

    const stale = await patchChunk(w.asClient, id, 0, data.subarray(0, SEGMENT));
    expect(stale.statusCode).toBe(409);
    expect(
      (await patchChunk(w.asClient, id, SEGMENT, Buffer.concat([data.subarray(SEGMENT), Buffer.from('x')])))
        .statusCode,
    ).toBe(400);
    const wrongType = await w.asClient.request(
      'PATCH',
      uploadPath(id),
      data.subarray(SEGMENT),
      tusHeaders({ 'upload-offset': String(SEGMENT), 'content-type': 'application/octet-stream' }),
    );
    expect(wrongType.statusCode).toBe(415);

    const head = await w.asClient.request('HEAD', uploadPath(id), undefined, tusHeaders());
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'upload-offset': String(SEGMENT),
      'upload-length': String(data.length),
      'cache-control': 'no-store',
    });
    expect(await storedKeys(w.t.app, `uploads/${id}`)).toHaveLength(1);

    expect((await w.asClient.request('DELETE', uploadPath(id), undefined, tusHeaders())).statusCode).toBe(
      204,
    );
    expect((await w.asClient.request('HEAD', uploadPath(id), undefined, tusHeaders())).statusCode).toBe(404);
    expect(await storedKeys(w.t.app, `uploads/${id}`)).toEqual([]);
  });

  it('counts one of two PATCHes racing for the same offset; the other is told 409 and leaves nothing', async () => {
    const data = fileOfSize(samples.pdf(), 2 * SEGMENT + 7);
    const { id } = await createUpload(w.asClient, data.length, { fileName: 'Raced.pdf' });
    const racing = await Promise.all([
      patchChunk(w.asClient, id, 0, data.subarray(0, SEGMENT)),
      patchChunk(w.asClient, id, 0, data.subarray(0, SEGMENT)),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await storedKeys(w.t.app, `uploads/${id}`)).toHaveLength(1);
    expect((await patchChunk(w.asClient, id, SEGMENT, data.subarray(SEGMENT))).statusCode).toBe(204);
    const doc = (await documentRows(w.t.app, w.client.id)).find((r) => r.file_name === 'Raced.pdf');
    expect((await storedBytes(w.t.app, doc?.object_key ?? '')).equals(data)).toBe(true);
  });

  it('checks the name again at the last byte: the second of two uploads of one name is refused and removed', async () => {
    const data = fileOfSize(samples.pdf(), 2 * SEGMENT);
    const a = await createUpload(w.asClient, data.length, { fileName: 'Twice.pdf' });
    const b = await createUpload(w.asClient, data.length, { fileName: 'Twice.pdf' });
    expect((await patchChunk(w.asClient, a.id, 0, data)).statusCode).toBe(204);
    expect((await patchChunk(w.asClient, b.id, 0, data.subarray(0, SEGMENT))).statusCode).toBe(204);
    const last = await patchChunk(w.asClient, b.id, SEGMENT, data.subarray(SEGMENT));
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(documentsMessages.fileNameUsed);
    expect((await uploadRows(w.t.app)).some((r) => r.id === b.id)).toBe(false);
    expect(await storedKeys(w.t.app, `uploads/${b.id}`)).toEqual([]);
    expect(
      (await documentRows(w.t.app, w.client.id)).filter((r) => r.file_name === 'Twice.pdf'),
    ).toHaveLength(1);
  });

  it('forgets an upload at once when its 24 hours have passed', async () => {
    const { id } = await createUpload(w.asClient, 2 * SEGMENT, { fileName: 'Late.pdf' });
    w.t.clock.advanceMinutes(24 * 60);
    // The sessions' idle limits would end them first: this is about the upload, so sign in again.
    const again = await signInClient(w.t.app, w.client, AppType.documents);
    expect((await again.request('HEAD', uploadPath(id), undefined, tusHeaders())).statusCode).toBe(404);
    expect((await patchChunk(again, id, 0, fileOfSize(samples.pdf(), SEGMENT))).statusCode).toBe(404);
  });
});
