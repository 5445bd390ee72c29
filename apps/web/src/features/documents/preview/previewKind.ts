/** How the viewer shows a file: pdf.js, an image, plain text, or not at all ("download to open"). */
export const PreviewKind = { pdf: 'pdf', image: 'image', text: 'text', none: 'none' } as const;
export type PreviewKind = (typeof PreviewKind)[keyof typeof PreviewKind];

/** Images every browser draws (HEIC and TIFF are downloaded to open). */
const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'avif', 'ico']);
const textExtensions = new Set(['txt', 'csv', 'tsv', 'md', 'log', 'json', 'xml']);

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind of preview of a file, from its name (the server checked its content against the name at upload). */
export function previewKindOf(fileName: string): PreviewKind {
  const ext = extensionOf(fileName);
  if (ext === 'pdf') return PreviewKind.pdf;
  if (imageExtensions.has(ext)) return PreviewKind.image;
  if (textExtensions.has(ext)) return PreviewKind.text;
  return PreviewKind.none;
}

/** The media type an image's Blob gets (the server may send an SVG as a download type). */
export function imageTypeOf(fileName: string): string {
  const ext = extensionOf(fileName);
  if (ext === 'svg') return 'image/svg+xml';
  if (ext === 'jpg') return 'image/jpeg';
  if (ext === 'ico') return 'image/x-icon';
  return `image/${ext}`;
}

/** The most of a text file the viewer shows (the rest is downloaded to read). */
export const TEXT_PREVIEW_BYTES = 2 * 1024 * 1024;
