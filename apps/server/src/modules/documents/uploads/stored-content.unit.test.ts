import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cfbWith, docxOf, fileOfSize, samples, zipOf } from '../../../test/fixtures/upload-samples.js';
import { storedContentMatchesName, type OpenStored } from './stored-content.js';
import { CfbMacroScan } from './cfb-macros.js';
import { TextScan } from './text-scan.js';

/** The stored file as the store serves it: 64 KiB chunks, or the asked range. */
function storeOf(bytes: Buffer): OpenStored {
  return async (range) => {
    const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
    const chunks: Buffer[] = [];
    for (let i = 0; i < part.length; i += 65_536) chunks.push(part.subarray(i, i + 65_536));
    return Readable.from(chunks);
  };
}

const check = (fileName: string, bytes: Buffer) =>
  storedContentMatchesName(fileName, bytes.length, storeOf(bytes));
const KIB = 1024;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A Word document's content types with `declarations` added. */
function contentTypesOf(declarations: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    declarations +
    `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`
  );
}

/** A small Word document with these content types (and these parts beside its body). */
function docxWithContentTypes(types: string, extra: { name: string; data: Buffer | string }[] = []): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: types },
    { name: 'word/document.xml', data: '<w:document/>' },
    ...extra,
  ]);
}

describe('the check of a stored upload', () => {
  it('accepts real small Office files, text and PDF', async () => {
    expect(await check('letter.docx', samples.docx())).toBe(true);
    expect(await check('plan.xlsx', await samples.xlsx())).toBe(true);
    expect(await check('letter.odt', samples.odt())).toBe(true);
    expect(await check('empty.txt', Buffer.alloc(0))).toBe(true);
    expect(await check('notes.txt', Buffer.from('a'.repeat(200 * KIB)))).toBe(true);
    expect(await check('notes.txt', Buffer.from(`\ufeff${'UTF-16 text '.repeat(20_000)}`, 'utf16le'))).toBe(
      true,
    );
    expect(await check('statement.pdf', fileOfSize(samples.pdf(), 100 * KIB))).toBe(true);
  });

  it('reads a text file to its end: a program after 64 KiB of text is refused', async () => {
    const text = Buffer.from('line of text\n'.repeat(6_000));
    expect(text.length).toBeGreaterThan(64 * KIB);
    expect(await check('notes.txt', Buffer.concat([text, samples.elf()]))).toBe(false);
    expect(await check('data.csv', Buffer.concat([text, text, Buffer.from([0])]))).toBe(false);
    const utf16 = Buffer.from(`\ufeff${'UTF-16 text '.repeat(6_000)}`, 'utf16le');
    expect(await check('notes.txt', Buffer.concat([utf16, samples.elf()]))).toBe(false);
  });

  it('refuses a ZIP that is not the Office document its extension says', async () => {
    expect(await check('zeros.docx', samples.zeros())).toBe(false);
    expect(await check('notes.docx', samples.zip())).toBe(false);
    expect(await check('letter.xlsx', samples.docx())).toBe(false);
    expect(await check('cut.docx', samples.docx().subarray(0, 200))).toBe(false);
    expect(await check('zeros.docx', Buffer.alloc(70 * KIB))).toBe(false);
    // Content types that name a main part the archive does not hold.
    const noBody = zipOf([
      {
        name: '[Content_Types].xml',
        data: '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
    ]);
    expect(await check('empty.docx', noBody)).toBe(false);
    expect(
      await check(
        'letter.odt',
        zipOf([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' }]),
      ),
    ).toBe(false);
  });

  it('refuses macros: a macro-enabled content type, a VBA project, ODF Basic', async () => {
    expect(await check('macros.docx', samples.docm())).toBe(false);
    expect(
      await check(
        'macros.docx',
        docxOf({ mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
      ),
    ).toBe(false);
    expect(
      await check(
        'vba.docx',
        docxOf({ extra: [{ name: 'word/vbaProject.bin', data: Buffer.alloc(100, 7) }] }),
      ),
    ).toBe(false);
    // A part of a macro type by its extension's default, whatever its name.
    const binIsVba = contentTypesOf(
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    );
    expect(
      await check(
        'renamed.docx',
        docxWithContentTypes(binIsVba, [{ name: 'word/macros1.bin', data: Buffer.alloc(100, 7) }]),
      ),
    ).toBe(false);
    // A part of a macro type by its own declaration.
    const partIsVba = contentTypesOf(
      '<Override PartName="/word/extra.xml" ContentType="application/vnd.ms-word.vbaData+xml"/>',
    );
    expect(
      await check(
        'vbadata.docx',
        docxWithContentTypes(partIsVba, [{ name: 'word/extra.xml', data: '<x/>' }]),
      ),
    ).toBe(false);
    const odtWithBasic = zipOf([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
      { name: 'Basic/Standard/Module1.xml', data: '<script:module/>' },
    ]);
    expect(await check('macros.odt', odtWithBasic)).toBe(false);
  });

  it('accepts a workbook whose content types declare a macro type for a kind of part it does not hold', async () => {
    // SheetJS (and tools built on it) declare `.bin` as a VBA project in every workbook they write.
    const binIsVba = contentTypesOf(
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    );
    expect(await check('export.docx', docxWithContentTypes(binIsVba))).toBe(true);
  });

  it("reads a legacy Office file for a VBA project: Word's Macros, Excel's _VBA_PROJECT_CUR", async () => {
    const plain = [
      { name: 'Root Entry', type: 5 as const },
      { name: 'WordDocument', type: 2 as const },
      { name: '1Table', type: 2 as const },
    ];
    expect(await check('letter.doc', cfbWith(plain))).toBe(true);
    expect(await check('old.doc', samples.cfb())).toBe(true);
    expect(await check('macros.doc', cfbWith([...plain, { name: 'Macros', type: 1 }]))).toBe(false);
    expect(
      await check(
        'macros.xls',
        cfbWith([
          { name: 'Root Entry', type: 5 },
          { name: 'Workbook', type: 2 },
          { name: '_VBA_PROJECT_CUR', type: 1 },
        ]),
      ),
    ).toBe(false);
    // An entry past a 64 KiB chunk boundary is found too.
    const late = Buffer.concat([
      cfbWith(plain).subarray(0, 512),
      Buffer.alloc(65_536 + 384),
      cfbWith([{ name: 'VBA', type: 1 }]).subarray(512, 1024),
    ]);
    expect(await check('late.doc', late)).toBe(false);
  });
});

describe('TextScan', () => {
  it('keeps the UTF-16 alignment across chunks of any size', () => {
    const bytes = Buffer.from('\ufeffab', 'utf16le');
    const scan = new TextScan();
    for (const b of bytes) scan.push(Buffer.of(b));
    expect(scan.isText).toBe(true);
    const bad = new TextScan();
    for (const part of [Buffer.of(0xff), Buffer.of(0xfe, 0x61), Buffer.of(0x00, 0x00), Buffer.of(0x00)])
      bad.push(part);
    expect(bad.isText).toBe(false);
  });
});

describe('CfbMacroScan', () => {
  it('finds a directory entry split across chunks of any size', () => {
    const bytes = cfbWith([
      { name: 'Root Entry', type: 5 },
      { name: '_VBA_PROJECT', type: 2 },
    ]);
    const scan = new CfbMacroScan();
    for (let i = 0; i < bytes.length; i += 100) scan.push(bytes.subarray(i, i + 100));
    expect(scan.hasMacros).toBe(true);
  });
});
