import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

/** Small files of each kind, for the upload tests (not used by the server). */

/** A ZIP archive (local entries, central directory, end record) of stored or deflated entries. */
export function zipOf(
  entries: readonly { name: string; data: Buffer | string; deflate?: boolean }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data);
    const stored = entry.deflate ? zlib.deflateRawSync(data) : data;
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += 30 + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** `[Content_Types].xml` of a package whose main part /word/document.xml has `mainType`. */
function contentTypes(mainType: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`
  );
}

/** A small Word document: its content types, its relationships and its body, deflated as Word does. */
export function docxOf(
  options: { mainType?: string; extra?: { name: string; data: Buffer | string }[] } = {},
): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: contentTypes(options.mainType ?? WORD_MAIN), deflate: true },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      deflate: true,
    },
    {
      name: 'word/document.xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Plan</w:t></w:r></w:p></w:body></w:document>',
      deflate: true,
    },
    ...(options.extra ?? []),
  ]);
}

/** An OLE compound file (.doc, .xls…): its header, then a directory sector whose entries have these names. */
export function cfbWith(entries: readonly { name: string; type: 1 | 2 | 5 }[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const directory = Buffer.alloc(512);
  entries.forEach((entry, i) => {
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, i * 128);
    directory.writeUInt16LE(name.length, i * 128 + 64);
    directory[i * 128 + 66] = entry.type;
  });
  return Buffer.concat([header, directory, Buffer.alloc(1024, 0x20)]);
}

export const samples = {
  pdf: () => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  png: () => Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  jpeg: () =>
    Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]),
  text: () => Buffer.from('name,amount\nRetirement plan,1200\n', 'utf8'),
  odt: () =>
    zipOf([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
      {
        name: 'content.xml',
        data: '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
        deflate: true,
      },
    ]),
  docx: () => docxOf(),
  /** A .docm's content (macro-enabled main part and its VBA project). */
  docm: () =>
    docxOf({
      mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
      extra: [{ name: 'word/vbaProject.bin', data: Buffer.alloc(512, 1) }],
    }),
  /** A ZIP whose one entry is zeros. */
  zeros: () => zipOf([{ name: 'zeros.bin', data: Buffer.alloc(100_000), deflate: true }]),
  cfb: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
  mp4: () =>
    Buffer.concat([
      Buffer.from('00000018', 'hex'),
      Buffer.from('ftypmp42', 'latin1'),
      Buffer.alloc(4),
      Buffer.from('mp42isom', 'latin1'),
      Buffer.alloc(200),
    ]),
  elf: () => Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(200)]),
  exe: () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200)]),
  zip: () => zipOf([{ name: 'notes.bin', data: 'not an office document' }]),
  xlsx: async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Plan').addRow(['Retirement', 1200]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
} as const;

/** `size` bytes that start with `head` (the rest pseudo-random, so it does not compress or repeat). */
export function fileOfSize(head: Buffer, size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  head.copy(out, 0, 0, Math.min(head.length, size));
  let x = seed >>> 0 || 1;
  for (let i = head.length; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
