import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, documentFileNameMessages, documentsApiPaths, documentsMessages } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { cfbWith, docxOf, fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';
import {
  buildUploadWorld,
  createUpload,
  documentRows,
  patchChunk,
  storedKeys,
  uploadRows,
  type UploadWorld,
} from '../../../test/fixtures/uploads.js';

const KIB = 1024;
const refusedType = { code: ErrorCode.UNSUPPORTED_FILE_TYPE, message: documentsMessages.invalidFileType };

/** What the type check of an upload refuses beyond the first bytes (ADR 0031), and what it still lets through. */
describe.each(testDialects())('upload content checks on %s', (dialect) => {
  let w: UploadWorld;

  beforeAll(async () => {
    w = await buildUploadWorld(dialect);
  });
  afterAll(() => w.t.close());

  /** Creates an upload of `bytes` and sends them in one PATCH (or in `chunk`-byte PATCHes). */
  async function upload(fileName: string, bytes: Buffer, chunk = bytes.length) {
    const created = await createUpload(w.asClient, bytes.length, { fileName });
    expect(created.res.statusCode, created.res.body).toBe(201);
    let last = created.res;
    for (let at = 0; at < bytes.length; at += chunk) {
      last = await patchChunk(w.asClient, created.id, at, bytes.subarray(at, at + chunk));
      if (last.statusCode !== 204) break;
    }
    return last;
  }

  async function expectRefusedAndGone(fileName: string, bytes: Buffer, chunk?: number) {
    const res = await upload(fileName, bytes, chunk);
    expect(res.statusCode, fileName).toBe(415);
    expect(res.json().error).toEqual(refusedType);
    expect((await documentRows(w.t.app, w.client.id)).map((d) => d.file_name)).not.toContain(fileName);
    expect(await uploadRows(w.t.app)).toEqual([]);
    expect(await storedKeys(w.t.app, 'uploads')).toEqual([]);
  }

  it('still takes real small .docx, .xlsx, .odt, .txt, .pdf and .doc files', async () => {
    const files: [string, Buffer][] = [
      ['Letter.docx', samples.docx()],
      ['Plan.xlsx', await samples.xlsx()],
      ['Notes.odt', samples.odt()],
      ['Notes.txt', Buffer.from('line of text\n'.repeat(10_000))],
      ['Statement.pdf', fileOfSize(samples.pdf(), 100 * KIB)],
      [
        'Old letter.doc',
        cfbWith([
          { name: 'Root Entry', type: 5 },
          { name: 'WordDocument', type: 2 },
        ]),
      ],
    ];
    for (const [fileName, bytes] of files)
      expect((await upload(fileName, bytes)).statusCode, fileName).toBe(204);
    const names = (await documentRows(w.t.app, w.client.id)).map((d) => d.file_name);
    expect(names).toEqual(expect.arrayContaining(files.map(([name]) => name)));
  });

  it('refuses a ZIP of zeros named .docx, and a ZIP that is no Word document', async () => {
    await expectRefusedAndGone('Zeros.docx', samples.zeros());
    await expectRefusedAndGone('Archive.docx', samples.zip());
  });

  it('refuses a program after 64 KiB of text named .txt, sent in one PATCH or in chunks', async () => {
    const text = Buffer.from('line of text\n'.repeat(6_000));
    const disguised = Buffer.concat([text, samples.elf()]);
    await expectRefusedAndGone('Readme.txt', disguised);
    await expectRefusedAndGone('Readme2.txt', Buffer.concat([text, text, samples.elf()]), 64 * KIB);
  });

  it('refuses macros: a .docm by its name, a .docx whose content types say macroEnabled', async () => {
    for (const fileName of ['Macros.docm', 'Macros.xlsm', 'Macros.pptm', 'Macros.dotm']) {
      const created = await createUpload(w.asClient, 100, { fileName });
      expect(created.res.statusCode, fileName).toBe(415);
    }
    await expectRefusedAndGone(
      'Macros.docx',
      docxOf({ mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
    );
    await expectRefusedAndGone(
      'Project.docx',
      docxOf({ extra: [{ name: 'word/vbaProject.bin', data: Buffer.alloc(300, 9) }] }),
    );
    await expectRefusedAndGone(
      'Old macros.doc',
      cfbWith([
        { name: 'Root Entry', type: 5 },
        { name: 'WordDocument', type: 2 },
        { name: 'Macros', type: 1 },
      ]),
    );
  });

  const badNames: [string, string][] = [
    ['invoice\u202efdp.svg', documentFileNameMessages.directionControls],
    ['\u2067report.pdf', documentFileNameMessages.directionControls],
    ['re\u200bport.pdf', documentFileNameMessages.invisibleCharacters],
    ['re\ufeffport.pdf', documentFileNameMessages.invisibleCharacters],
    ['re\u007fport.pdf', documentFileNameMessages.controlCharacters],
    ['re\u0085port.pdf', documentFileNameMessages.controlCharacters],
    ['re\u0007port.pdf', documentFileNameMessages.controlCharacters],
  ];

  it('refuses names with control, direction or invisible characters at upload, with the reason', async () => {
    for (const [fileName, message] of badNames) {
      const created = await createUpload(w.asClient, 100, { fileName });
      expect(created.res.statusCode, JSON.stringify(fileName)).toBe(400);
      expect(created.res.json().error).toEqual({ code: ErrorCode.VALIDATION, message });
    }
    expect(await uploadRows(w.t.app)).toEqual([]);
  });

  it('refuses the same names at rename, with the reason', async () => {
    expect((await upload('Renamed later.pdf', samples.pdf())).statusCode).toBe(204);
    const doc = (await documentRows(w.t.app, w.client.id)).find((d) => d.file_name === 'Renamed later.pdf');
    for (const [fileName, message] of badNames) {
      const res = await w.asClient.request('PUT', documentsApiPaths.document.replace(':id', doc?.id ?? ''), {
        fileName,
      });
      expect(res.statusCode, JSON.stringify(fileName)).toBe(400);
      expect(res.json().error).toEqual({ code: ErrorCode.VALIDATION, message });
    }
    expect((await documentRows(w.t.app, w.client.id)).map((d) => d.file_name)).toContain('Renamed later.pdf');
  });
});
