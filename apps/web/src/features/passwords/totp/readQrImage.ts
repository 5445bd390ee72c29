/** Images larger than this (either side, px) are scaled down before the QR search: plenty for a code. */
const MAX_SIDE = 1_600;

/**
 * The text of the QR code in an image the user picked (a screenshot of an authenticator setup), read in
 * the browser with jsQR (loaded on demand); null when the image holds none.
 */
export async function readQrImage(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(file)]);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    const found = jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' });
    return found?.data ?? null;
  } finally {
    bitmap.close();
  }
}
