import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A generated default logo: a rounded square in a colour taken from the firm's
 * name with a white shield in the middle, as a PNG (no image library needed).
 */
export function generateDefaultLogo(seed: string, size = 128): Uint8Array {
  const hue = crypto.createHash('sha256').update(seed).digest()[0]! / 255;
  const [r, g, b] = hslToRgb(hue, 0.55, 0.42);
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const radius = size * 0.18;
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const inSquare = insideRoundedSquare(x + 0.5, y + 0.5, size, radius);
      const inShield = insideShield((x + 0.5) / size, (y + 0.5) / size);
      const i = row + 1 + x * 4;
      if (!inSquare) continue; // transparent
      const [pr, pg, pb] = inShield ? [255, 255, 255] : [r, g, b];
      raw[i] = pr;
      raw[i + 1] = pg;
      raw[i + 2] = pb;
      raw[i + 3] = 255;
    }
  }
  return encodePng(size, size, raw);
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** A shield shape in unit coordinates. */
function insideShield(u: number, v: number): boolean {
  const dx = Math.abs(u - 0.5);
  if (v < 0.24 || v > 0.8) return false;
  if (v < 0.5) return dx <= 0.24;
  const t = (v - 0.5) / 0.3;
  return dx <= 0.24 * Math.sqrt(Math.max(0, 1 - t * t));
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width: number, height: number, raw: Buffer): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
