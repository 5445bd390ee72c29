import { accountSettingsLimits, accountSettingsMessages as m } from '@guru/shared';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** png or jpeg told by the first bytes (never by the name or the browser's type); null otherwise. */
export function photoTypeOfBytes(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (head.length >= 8 && PNG.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Why a chosen file cannot be a photo (checked again by the server), or null. */
export function photoFileProblem(size: number, head: Uint8Array): string | null {
  if (!photoTypeOfBytes(head)) return m.settingsPhotoWrongType;
  if (size > accountSettingsLimits.photoMaxBytes) return m.settingsPhotoTooLarge;
  return null;
}

/** The square crop of an image of width × height (the middle), as source x, y and side. */
export function centreSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** Checks the file, then draws its middle square at 200 × 200 on a canvas and returns it as a png. */
export async function preparePhoto(file: File): Promise<{ blob: Blob } | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = photoFileProblem(file.size, head);
  if (problem) return { problem };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: m.settingsPhotoUnreadable };
  }
  const px = accountSettingsLimits.photoSizePx;
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const context = canvas.getContext('2d');
  if (!context) return { problem: m.settingsPhotoUnreadable };
  const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
  context.drawImage(bitmap, x, y, side, side, 0, 0, px, px);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? { blob } : { problem: m.settingsPhotoUnreadable };
}
