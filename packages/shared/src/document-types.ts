/**
 * The one list of file types Documents Guru accepts (seed 001 section 5: Office documents, PDF, any
 * image, any text file; no video, audio or programs), used by the server (`uploads/upload-type.ts`,
 * which also checks the first bytes against the family, and `uploads/stored-content.ts`, which checks
 * a finished upload: an Office file's container, a text file to its end) and by the browser (the file picker, the
 * check before a byte is sent, the row's icon).
 */

/** What the server's magic-byte check expects of a family's first bytes. */
export const DocumentTypeFamily = {
  pdf: 'pdf',
  ooxml: 'ooxml',
  odf: 'odf',
  cfb: 'cfb',
  rtf: 'rtf',
  image: 'image',
  text: 'text',
} as const;
export type DocumentTypeFamily = (typeof DocumentTypeFamily)[keyof typeof DocumentTypeFamily];

/** How the screens show a type (its icon). */
export const DocumentKind = {
  pdf: 'pdf',
  word: 'word',
  spreadsheet: 'spreadsheet',
  presentation: 'presentation',
  image: 'image',
  text: 'text',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];

export interface AcceptedDocumentType {
  family: DocumentTypeFamily;
  /** The media type recorded for the file (whatever the browser said). */
  mime: string;
  kind: DocumentKind;
  /** OOXML: the content type `[Content_Types].xml` must give the package's main part. */
  mainPart?: string;
}

const F = DocumentTypeFamily;
const K = DocumentKind;
const OOXML = 'application/vnd.openxmlformats-officedocument.';

/** Accepted extensions (lower case, no dot). */
export const acceptedDocumentTypes: Readonly<Record<string, AcceptedDocumentType>> = {
  pdf: { family: F.pdf, mime: 'application/pdf', kind: K.pdf },
  // Office Open XML without macros only: .docm, .xlsm, .pptm, .dotm… are refused (ADR 0031).
  docx: {
    family: F.ooxml,
    mime: `${OOXML}wordprocessingml.document`,
    kind: K.word,
    mainPart: `${OOXML}wordprocessingml.document.main+xml`,
  },
  dotx: {
    family: F.ooxml,
    mime: `${OOXML}wordprocessingml.template`,
    kind: K.word,
    mainPart: `${OOXML}wordprocessingml.template.main+xml`,
  },
  xlsx: {
    family: F.ooxml,
    mime: `${OOXML}spreadsheetml.sheet`,
    kind: K.spreadsheet,
    mainPart: `${OOXML}spreadsheetml.sheet.main+xml`,
  },
  xltx: {
    family: F.ooxml,
    mime: `${OOXML}spreadsheetml.template`,
    kind: K.spreadsheet,
    mainPart: `${OOXML}spreadsheetml.template.main+xml`,
  },
  pptx: {
    family: F.ooxml,
    mime: `${OOXML}presentationml.presentation`,
    kind: K.presentation,
    mainPart: `${OOXML}presentationml.presentation.main+xml`,
  },
  ppsx: {
    family: F.ooxml,
    mime: `${OOXML}presentationml.slideshow`,
    kind: K.presentation,
    mainPart: `${OOXML}presentationml.slideshow.main+xml`,
  },
  odt: { family: F.odf, mime: 'application/vnd.oasis.opendocument.text', kind: K.word },
  ods: { family: F.odf, mime: 'application/vnd.oasis.opendocument.spreadsheet', kind: K.spreadsheet },
  odp: { family: F.odf, mime: 'application/vnd.oasis.opendocument.presentation', kind: K.presentation },
  doc: { family: F.cfb, mime: 'application/msword', kind: K.word },
  dot: { family: F.cfb, mime: 'application/msword', kind: K.word },
  xls: { family: F.cfb, mime: 'application/vnd.ms-excel', kind: K.spreadsheet },
  xlt: { family: F.cfb, mime: 'application/vnd.ms-excel', kind: K.spreadsheet },
  ppt: { family: F.cfb, mime: 'application/vnd.ms-powerpoint', kind: K.presentation },
  pps: { family: F.cfb, mime: 'application/vnd.ms-powerpoint', kind: K.presentation },
  rtf: { family: F.rtf, mime: 'application/rtf', kind: K.word },
  jpg: { family: F.image, mime: 'image/jpeg', kind: K.image },
  jpeg: { family: F.image, mime: 'image/jpeg', kind: K.image },
  png: { family: F.image, mime: 'image/png', kind: K.image },
  gif: { family: F.image, mime: 'image/gif', kind: K.image },
  bmp: { family: F.image, mime: 'image/bmp', kind: K.image },
  webp: { family: F.image, mime: 'image/webp', kind: K.image },
  tif: { family: F.image, mime: 'image/tiff', kind: K.image },
  tiff: { family: F.image, mime: 'image/tiff', kind: K.image },
  heic: { family: F.image, mime: 'image/heic', kind: K.image },
  heif: { family: F.image, mime: 'image/heif', kind: K.image },
  ico: { family: F.image, mime: 'image/x-icon', kind: K.image },
  svg: { family: F.text, mime: 'image/svg+xml', kind: K.image },
  txt: { family: F.text, mime: 'text/plain', kind: K.text },
  text: { family: F.text, mime: 'text/plain', kind: K.text },
  log: { family: F.text, mime: 'text/plain', kind: K.text },
  md: { family: F.text, mime: 'text/markdown', kind: K.text },
  csv: { family: F.text, mime: 'text/csv', kind: K.spreadsheet },
  tsv: { family: F.text, mime: 'text/tab-separated-values', kind: K.spreadsheet },
  json: { family: F.text, mime: 'application/json', kind: K.text },
  xml: { family: F.text, mime: 'application/xml', kind: K.text },
};

/** The lower-cased extension of a file name ("" when it has none). */
export function documentExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The accepted type of a file name, or null when its extension is not accepted. */
export function acceptedDocumentType(fileName: string): AcceptedDocumentType | null {
  const ext = documentExtensionOf(fileName);
  return Object.hasOwn(acceptedDocumentTypes, ext) ? (acceptedDocumentTypes[ext] ?? null) : null;
}

/** A file picker's `accept`: every accepted extension. */
export const acceptedDocumentPicker = Object.keys(acceptedDocumentTypes)
  .map((ext) => `.${ext}`)
  .join(',');
