/**
 * Whether a legacy Office file (an OLE compound file: .doc, .xls, .ppt…) holds a VBA project, read as it
 * streams (ADR 0031). The compound file's directory is made of 128-byte entries in sectors of 512 or 4096
 * bytes after a 512-byte header, so every entry starts at a multiple of 128 in the file: each such record
 * is read as an entry, and one that names a storage or stream of macros (`Macros` in Word, `_VBA_PROJECT_CUR`
 * in Excel, the `VBA` storage and `_VBA_PROJECT` stream of any project) is found without walking the
 * sector chains. PowerPoint keeps its project compressed inside its document stream: not found here.
 */

const RECORD = 128;
const macroNames = new Set(['MACROS', '_VBA_PROJECT_CUR', 'VBA', '_VBA_PROJECT']);
const STORAGE = 1;
const STREAM = 2;

/** Whether one 128-byte record is a directory entry of a macro storage or stream. */
function namesMacros(record: Buffer): boolean {
  const nameBytes = record.readUInt16LE(64);
  const type = record[66];
  if ((type !== STORAGE && type !== STREAM) || nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0)
    return false;
  if (record.readUInt16LE(nameBytes - 2) !== 0) return false;
  return macroNames.has(
    record
      .subarray(0, nameBytes - 2)
      .toString('utf16le')
      .toUpperCase(),
  );
}

export class CfbMacroScan {
  private carry: Buffer = Buffer.alloc(0);
  private found = false;

  push(chunk: Uint8Array): void {
    if (this.found) return;
    let bytes = this.carry.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.carry, chunk]);
    let at = 0;
    for (; at + RECORD <= bytes.length; at += RECORD) {
      if (namesMacros(bytes.subarray(at, at + RECORD))) {
        this.found = true;
        return;
      }
    }
    bytes = bytes.subarray(at);
    this.carry = Buffer.from(bytes);
  }

  get hasMacros(): boolean {
    return this.found;
  }
}

/** Reads a stream to its end (or to a macro entry) through a CfbMacroScan: true when it holds none. */
export async function streamHasNoMacros(stream: AsyncIterable<unknown>): Promise<boolean> {
  const scan = new CfbMacroScan();
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('Expected a stream of bytes');
    scan.push(chunk);
    if (scan.hasMacros) return false;
  }
  return true;
}
