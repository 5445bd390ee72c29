import ExcelJS from 'exceljs';

/** Small files of each kind, for the upload tests (not used by the server). */

/** One stored (uncompressed) zip entry: enough for file-type to read a zip's first file. */
function zipEntry(name: string, content: string): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

export const samples = {
  pdf: () => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  png: () => Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  jpeg: () => Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]),
  text: () => Buffer.from('name,amount\nRetirement plan,1200\n', 'utf8'),
  odt: () => zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'),
  cfb: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
  mp4: () => Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42', 'latin1'), Buffer.alloc(4), Buffer.from('mp42isom', 'latin1'), Buffer.alloc(200)]),
  elf: () => Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(200)]),
  exe: () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200)]),
  zip: () => zipEntry('notes.bin', 'not an office document'),
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
