/**
 * Reads exact byte counts from a stream of chunks of any size, holding at most one chunk beyond what
 * was asked for: segment framing with bounded memory.
 */
export class ByteReader {
  private readonly iterator: AsyncIterator<unknown>;
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;

  constructor(source: AsyncIterable<unknown> | Iterable<unknown>) {
    this.iterator =
      Symbol.asyncIterator in source
        ? source[Symbol.asyncIterator]()
        : fromSync(source)[Symbol.asyncIterator]();
  }

  /** Pulls chunks until at least n bytes are buffered or the source ends. */
  private async fill(n: number): Promise<void> {
    while (this.buffered < n && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) {
        this.ended = true;
        break;
      }
      const chunk: unknown = next.value;
      if (!(chunk instanceof Uint8Array)) throw new TypeError('Expected a stream of bytes');
      if (chunk.length === 0) continue;
      this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
      this.buffered += chunk.length;
    }
  }

  private take(n: number): Buffer {
    const count = Math.min(n, this.buffered);
    const first = this.chunks[0];
    let out: Buffer;
    if (first && first.length >= count) {
      out = first.subarray(0, count);
      if (first.length === count) this.chunks.shift();
      else this.chunks[0] = first.subarray(count);
    } else {
      out = Buffer.allocUnsafe(count);
      let copied = 0;
      while (copied < count) {
        const chunk = this.chunks[0];
        if (!chunk) break;
        const part = Math.min(chunk.length, count - copied);
        chunk.copy(out, copied, 0, part);
        copied += part;
        if (part === chunk.length) this.chunks.shift();
        else this.chunks[0] = chunk.subarray(part);
      }
    }
    this.buffered -= count;
    return out;
  }

  /** Exactly n bytes, or null when the source ends first (the bytes read so far are dropped). */
  async readExactly(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.buffered < n) return null;
    return this.take(n);
  }

  /** Up to n bytes; fewer only when the source ends. */
  async readUpTo(n: number): Promise<Buffer> {
    await this.fill(n);
    return this.take(n);
  }

  /** Whether more than n bytes remain (reads ahead just enough to tell). */
  async hasMoreThan(n: number): Promise<boolean> {
    await this.fill(n + 1);
    return this.buffered > n;
  }

  /** Stops the source (a Readable is destroyed); call it whenever reading ends early. */
  async close(): Promise<void> {
    this.chunks = [];
    this.buffered = 0;
    if (!this.ended) {
      this.ended = true;
      await this.iterator.return?.();
    }
  }
}

async function* fromSync(source: Iterable<unknown>): AsyncGenerator<unknown> {
  yield* source;
}
