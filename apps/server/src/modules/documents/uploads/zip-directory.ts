import zlib from 'node:zlib';

/**
 * Just enough of the ZIP format (APPNOTE 6.3) to look inside an uploaded Office file without reading
 * all of it: the central directory found from the end, and one small entry inflated. Reads go
 * through `read` (a byte range of the stored file), so a large file costs a few small reads. ZIP64
 * archives (over 4 GiB or 65,535 entries; never an Office file under the upload limit) are not read.
 */

/** Bytes `start` to `end` (inclusive) of the file. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_BYTES = 22;
const MAX_COMMENT = 0xffff;
/** A central directory larger than this is not an Office file's. */
const MAX_DIRECTORY_BYTES = 16 * 1_048_576;

/** The entries of the archive, or null when it is not a readable ZIP (no end record, ZIP64, a broken directory). */
export async function readZipDirectory(read: ReadRange, size: number): Promise<ZipEntry[] | null> {
  if (size < EOCD_BYTES) return null;
  const tailStart = Math.max(0, size - EOCD_BYTES - MAX_COMMENT);
  const tail = await read(tailStart, size - 1);
  let at = -1;
  for (let i = tail.length - EOCD_BYTES; i >= 0; i--) {
    if (
      tail.readUInt32LE(i) === EOCD_SIGNATURE &&
      i + EOCD_BYTES + tail.readUInt16LE(i + 20) === tail.length
    ) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null;
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > tailStart + at) return null;
  if (directorySize === 0) return [];
  const directory = await read(directoryOffset, directoryOffset + directorySize - 1);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    if (p + 46 + nameLength > directory.length) return null;
    entries.push({
      name: directory.subarray(p + 46, p + 46 + nameLength).toString('utf8'),
      method: directory.readUInt16LE(p + 10),
      compressedSize: directory.readUInt32LE(p + 20),
      size: directory.readUInt32LE(p + 24),
      localHeaderOffset: directory.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The content of a small entry (at most `maxBytes` once inflated), or null when it cannot be read. */
export async function readZipEntry(
  read: ReadRange,
  size: number,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Buffer | null> {
  if (entry.size > maxBytes || entry.compressedSize > maxBytes || (entry.method !== 0 && entry.method !== 8))
    return null;
  if (entry.localHeaderOffset + 30 > size) return null;
  const local = await read(entry.localHeaderOffset, entry.localHeaderOffset + 29);
  if (local.readUInt32LE(0) !== LOCAL_SIGNATURE) return null;
  const dataStart = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (dataStart + entry.compressedSize > size) return null;
  const data =
    entry.compressedSize === 0
      ? Buffer.alloc(0)
      : await read(dataStart, dataStart + entry.compressedSize - 1);
  if (entry.method === 0) return data;
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}
