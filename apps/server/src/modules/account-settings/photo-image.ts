import { logoTypeOf, type LogoType } from '../branding/logo-image.js';

export type PhotoType = LogoType;

export interface PhotoInfo {
  type: PhotoType;
  width: number;
  height: number;
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** SOF markers (baseline, progressive, lossless…; not DHT C4, JPG C8, DAC CC) carry the frame size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Width and height from a JPEG's first start-of-frame segment, walking the segments after SOI. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** A photo's type told by its bytes (png or jpeg) and its size in pixels; null for anything else or unreadable. */
export function photoInfoOf(bytes: Uint8Array): PhotoInfo | null {
  const type = logoTypeOf(bytes);
  if (!type) return null;
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { type, ...size };
}
