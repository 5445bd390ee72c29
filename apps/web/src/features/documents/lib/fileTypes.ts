import {
  DocumentKind,
  acceptedDocumentPicker,
  acceptedDocumentType,
  acceptedDocumentTypes,
  documentExtensionOf,
} from '@guru/shared';

/**
 * File types, from the one list the server accepts too (`acceptedDocumentTypes`, packages/shared
 * `document-types.ts`). The server checks the bytes again; here the type decides the row's icon and
 * refuses a file the server would refuse by its name before a byte is sent.
 */
export const FileKind = { ...DocumentKind, other: 'other' } as const;
export type FileKind = (typeof FileKind)[keyof typeof FileKind];

export const extensionOf = documentExtensionOf;

/** The kind of each media type the server records for an accepted name. */
const kindByMime: ReadonlyMap<string, FileKind> = new Map(
  Object.values(acceptedDocumentTypes).map((type) => [type.mime, type.kind]),
);

function kindOfMime(mimetype: string): FileKind | null {
  const mime = mimetype.toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime === '') return null;
  const known = kindByMime.get(mime);
  if (known) return known;
  if (mime.startsWith('image/')) return FileKind.image;
  if (mime.startsWith('text/')) return FileKind.text;
  if (mime.includes('wordprocessingml')) return FileKind.word;
  if (mime.includes('spreadsheetml')) return FileKind.spreadsheet;
  if (mime.includes('presentationml')) return FileKind.presentation;
  return null;
}

/** The icon kind of a file, by its mimetype, else by its name's extension. */
export function fileKindOf(file: { mimetype: string; fileName: string }): FileKind {
  return kindOfMime(file.mimetype) ?? acceptedDocumentType(file.fileName)?.kind ?? FileKind.other;
}

/** Whether a chosen file may be uploaded: its name's extension is accepted, and it does not say it is audio or video. */
export function isAcceptedFileType(file: { name: string; type: string }): boolean {
  const mime = file.type.toLowerCase();
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return false;
  return acceptedDocumentType(file.name) !== null;
}

/** The file picker's `accept`: the same extensions. */
export const acceptedFileTypes = acceptedDocumentPicker;
