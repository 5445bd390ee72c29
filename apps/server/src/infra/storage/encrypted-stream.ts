import { ByteReader } from './byte-reader.js';
import { type FileCipher, MAX_SEGMENTS, SEGMENT_CIPHERTEXT_SIZE, SEGMENT_SIZE } from './file-crypto.js';
import { FileIntegrityError } from './storage-errors.js';

/**
 * The stored form of a plaintext stream: the header, then one encrypted segment per 64 KiB. It reads one
 * segment ahead to know which segment is the last, so memory stays at about two segments whatever the
 * size. An error of the source ends this stream with the same error.
 */
export async function* encryptStream(
  source: AsyncIterable<unknown> | Iterable<unknown>,
  header: Buffer,
  cipher: FileCipher,
  progress: { plaintextBytes: number } = { plaintextBytes: 0 },
): AsyncGenerator<Buffer> {
  const reader = new ByteReader(source);
  try {
    yield header;
    for (let index = 0; ; index++) {
      if (index >= MAX_SEGMENTS) throw new RangeError('File too large for one encrypted object');
      const more = await reader.hasMoreThan(SEGMENT_SIZE);
      const plaintext = await reader.readUpTo(SEGMENT_SIZE);
      progress.plaintextBytes += plaintext.length;
      yield* cipher.encryptSegmentParts(index, plaintext, !more);
      if (!more) return;
    }
  } finally {
    await reader.close();
  }
}

/** Which stored segments to decrypt and which plaintext bytes of them to keep. */
export interface SegmentPlan {
  /** First and last segment to read (inclusive), as numbered in the file. */
  firstSegment: number;
  lastSegment: number;
  /** Index of the file's final segment (decrypted with the last-segment flag). */
  finalSegment: number;
  /** Stored size of the file's final segment (ciphertext and tag). */
  finalSegmentStoredSize: number;
  /** Plaintext bytes start..end (inclusive) of the file to output; end = start - 1 outputs nothing. */
  start: number;
  end: number;
}

/**
 * Plaintext of the planned segments, read from a stream that starts at the first planned segment. Each
 * segment is authenticated before any of its bytes is output; a short, long or altered stream throws
 * FileIntegrityError, so a consumer never receives bytes that were not stored by us for this file id.
 * Each segment's plaintext is handed on as it is, one chunk per segment: gathering them into larger
 * chunks cost a copy of every byte and a third more time per download (garbage collection included).
 */
export async function* decryptSegments(
  reader: ByteReader,
  cipher: FileCipher,
  plan: SegmentPlan,
): AsyncGenerator<Buffer> {
  try {
    for (let index = plan.firstSegment; index <= plan.lastSegment; index++) {
      const last = index === plan.finalSegment;
      const stored = await reader.readExactly(last ? plan.finalSegmentStoredSize : SEGMENT_CIPHERTEXT_SIZE);
      if (!stored) throw new FileIntegrityError('truncated');
      const plaintext = cipher.decryptSegment(index, stored, last);
      const segmentStart = index * SEGMENT_SIZE;
      const from = Math.max(plan.start - segmentStart, 0);
      const to = Math.min(plan.end + 1 - segmentStart, plaintext.length);
      if (to > from) yield plaintext.subarray(from, to);
    }
    if (await reader.hasMoreThan(0)) throw new FileIntegrityError('longer than its stored size');
  } finally {
    await reader.close();
  }
}
