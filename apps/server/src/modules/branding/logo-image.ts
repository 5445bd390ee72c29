/** The image types a firm's logo may be, told by their first bytes (never by a name or a header). */
export type LogoType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG (its 8-byte signature followed by an IHDR chunk) or JPEG (SOI and a marker); null otherwise. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (
    bytes.length >= 24 &&
    PNG_SIGNATURE.every((b, i) => bytes[i] === b) &&
    String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR'
  )
    return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
