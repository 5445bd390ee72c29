/**
 * The formats the import reads, apart from their parsers so that the dialog's list does not load them
 * (their names for the user: `importFormatNames` in the shared messages).
 */
export const importFormats = [
  'bitwardenJson',
  'bitwardenCsv',
  'onePasswordPux',
  'onePasswordCsv',
  'lastpassCsv',
  'chromeCsv',
  'firefoxCsv',
  'safariCsv',
  'keepassXml',
  'keepassxcCsv',
  'dashlaneCsv',
  'keeperCsv',
  'keeperJson',
  'nordpassCsv',
  'protonPassJson',
  'cxf',
] as const;
export type ImportFormat = (typeof importFormats)[number];

/** Largest file the import reads (a 1PUX or Proton Pass ZIP may hold more than the records). */
export const foreignImportMaxBytes = 50 * 1_048_576;
