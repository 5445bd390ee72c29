/**
 * Whether bytes are text, read as they stream (ADR 0031): the whole file, not only its first chunk,
 * so a program appended after 64 KiB of text is refused. Text is 8-bit (UTF-8, Latin-1…) without a
 * NUL byte, or UTF-16 (it starts with a byte-order mark) without a NUL code unit.
 */
export class TextScan {
  private seen = 0;
  private utf16 = false;
  /** The byte of a UTF-16 code unit split between two chunks. */
  private pending: number | null = null;
  private text = true;
  /** A first chunk of one byte, kept until the byte-order mark can be read. */
  private firstByte: number | null = null;

  push(bytes: Uint8Array): void {
    if (!this.text || bytes.length === 0) return;
    let chunk = bytes;
    if (this.seen === 0 && this.firstByte === null && chunk.length === 1) {
      this.firstByte = chunk[0] ?? null;
      return;
    }
    if (this.firstByte !== null) {
      chunk = Buffer.concat([Buffer.of(this.firstByte), chunk]);
      this.firstByte = null;
    }
    if (this.seen === 0)
      this.utf16 = (chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff);
    this.seen += chunk.length;
    if (!this.utf16) {
      if (chunk.includes(0)) this.text = false;
      return;
    }
    let i = 0;
    if (this.pending !== null) {
      if (this.pending === 0 && chunk[0] === 0) this.text = false;
      this.pending = null;
      i = 1;
    }
    for (; i + 1 < chunk.length; i += 2) {
      if (chunk[i] === 0 && chunk[i + 1] === 0) {
        this.text = false;
        return;
      }
    }
    if (i < chunk.length) this.pending = chunk[i] ?? null;
  }

  /** Whether every byte pushed so far was text. */
  get isText(): boolean {
    return this.text && (this.firstByte === null || this.firstByte !== 0);
  }
}

/** Reads a stream to its end (or to its first non-text byte) through a TextScan. */
export async function streamIsText(stream: AsyncIterable<unknown>): Promise<boolean> {
  const scan = new TextScan();
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('Expected a stream of bytes');
    scan.push(chunk);
    if (!scan.isText) return false;
  }
  return true;
}
