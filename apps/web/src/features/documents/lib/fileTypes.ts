/**
 * File types (seed 001 section 5: Office documents, PDF, any image, any text file; no video or
 * audio). The server checks the bytes again; here the type decides the row's icon and refuses an
 * obviously wrong file before a byte is sent.
 */
export const FileKind = {
  pdf: 'pdf',
  word: 'word',
  spreadsheet: 'spreadsheet',
  presentation: 'presentation',
  image: 'image',
  text: 'text',
  other: 'other',
} as const;
export type FileKind = (typeof FileKind)[keyof typeof FileKind];

const kindByExtension: Record<string, FileKind> = {
  pdf: FileKind.pdf,
  doc: FileKind.word,
  docx: FileKind.word,
  docm: FileKind.word,
  dot: FileKind.word,
  dotx: FileKind.word,
  odt: FileKind.word,
  rtf: FileKind.word,
  xls: FileKind.spreadsheet,
  xlsx: FileKind.spreadsheet,
  xlsm: FileKind.spreadsheet,
  xlt: FileKind.spreadsheet,
  xltx: FileKind.spreadsheet,
  ods: FileKind.spreadsheet,
  csv: FileKind.spreadsheet,
  ppt: FileKind.presentation,
  pptx: FileKind.presentation,
  pptm: FileKind.presentation,
  pps: FileKind.presentation,
  ppsx: FileKind.presentation,
  odp: FileKind.presentation,
  jpg: FileKind.image,
  jpeg: FileKind.image,
  png: FileKind.image,
  gif: FileKind.image,
  bmp: FileKind.image,
  webp: FileKind.image,
  tif: FileKind.image,
  tiff: FileKind.image,
  heic: FileKind.image,
  heif: FileKind.image,
  svg: FileKind.image,
  ico: FileKind.image,
  txt: FileKind.text,
  text: FileKind.text,
  md: FileKind.text,
  log: FileKind.text,
  json: FileKind.text,
  xml: FileKind.text,
};

const kindByMime: Record<string, FileKind> = {
  'application/pdf': FileKind.pdf,
  'application/msword': FileKind.word,
  'application/rtf': FileKind.word,
  'application/vnd.oasis.opendocument.text': FileKind.word,
  'application/vnd.ms-excel': FileKind.spreadsheet,
  'application/vnd.oasis.opendocument.spreadsheet': FileKind.spreadsheet,
  'application/vnd.ms-powerpoint': FileKind.presentation,
  'application/vnd.oasis.opendocument.presentation': FileKind.presentation,
  'application/json': FileKind.text,
  'application/xml': FileKind.text,
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function kindOfMime(mimetype: string): FileKind | null {
  const mime = mimetype.toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime === '') return null;
  if (mime.startsWith('image/')) return FileKind.image;
  if (mime.startsWith('text/')) return mime === 'text/csv' ? FileKind.spreadsheet : FileKind.text;
  const known = kindByMime[mime];
  if (known) return known;
  if (mime.includes('wordprocessingml')) return FileKind.word;
  if (mime.includes('spreadsheetml')) return FileKind.spreadsheet;
  if (mime.includes('presentationml')) return FileKind.presentation;
  return null;
}

/** The icon kind of a file, by its mimetype, else by its name's extension. */
export function fileKindOf(file: { mimetype: string; fileName: string }): FileKind {
  return kindOfMime(file.mimetype) ?? kindByExtension[extensionOf(file.fileName)] ?? FileKind.other;
}

/** Whether a chosen file may be uploaded: a known document, image or text type, never audio or video. */
export function isAcceptedFileType(file: { name: string; type: string }): boolean {
  const mime = file.type.toLowerCase();
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return false;
  return kindOfMime(mime) !== null || extensionOf(file.name) in kindByExtension;
}

/** The file picker's `accept`: the same types. */
export const acceptedFileTypes = ['image/*', 'text/*', ...Object.keys(kindByMime), ...Object.keys(kindByExtension).map((ext) => `.${ext}`)].join(',');
