/**
 * Texts of the import from other password managers and of the exports for them (Password Guru's
 * dashboard, docs/adr/0043). Counted texts come in a one and a many form.
 */
export const importMessages = {
  menu: 'Other password managers',
  importAction: 'Import from another password manager',
  exportAction: 'Export for another password manager',

  // The import dialog.
  importTitle: 'Import from another password manager',
  importIntro:
    'Choose the export file of your password manager (CSV, JSON, XML, 1PUX or ZIP). It is read and encrypted in this browser: nothing of it reaches our server in clear.',
  chooseFile: 'Choose file',
  chooseOtherFile: 'Choose another file',
  formatLabel: 'Format of the file',
  formatDetected: 'Detected from the file. Change it if it is wrong.',
  formatChosen: 'Chosen by you.',
  passwordLabel: 'Password of the export',
  passwordIntro: 'This file is protected by a password: enter the one chosen when it was exported.',
  open: 'Open',
  reading: 'Reading the file…',
  previewOne: '1 entry is ready to import.',
  previewMany: '{count} entries are ready to import.',
  previewNone: 'No entry of this file can be imported.',
  byTypeTitle: 'By type',
  byFolderTitle: 'By folder',
  noFolder: 'No folder',
  skippedOne: '1 record is skipped:',
  skippedMany: '{count} records are skipped:',
  skippedMore: 'and {count} more.',
  positionLine: 'Line {line}',
  positionItem: 'Entry {index}',
  skippedUnreadable: 'could not be read',
  skippedEmpty: 'holds nothing to keep',
  skippedUnsupportedType: 'a kind of entry the vault does not hold',
  skippedDeleted: 'in the trash of the other manager',
  skippedTooLong: 'a field is longer than the vault takes',
  existingOne: '1 of these entries is already in your vault.',
  existingMany: '{count} of these entries are already in your vault.',
  skipExisting: 'Skip the ones already in my vault',
  keepBoth: 'Import them again (keep both)',
  importOne: 'Import 1 entry',
  importMany: 'Import {count} entries',
  importingOne: 'Encrypting and saving 1 entry…',
  importingMany: 'Encrypting and saving {count} entries…',
  importedOne: '1 entry was imported.',
  importedMany: '{count} entries were imported.',
  nothingNew: 'Every entry of this file is already in your vault: there is nothing new to import.',
  cancel: 'Cancel',
  untitled: 'Untitled',

  // Why a file cannot be read.
  errorNotThisFormat: 'This file is not a {format} export. Choose its format in the list, or another file.',
  errorMalformed: 'The file could not be read: it is damaged or not an export.',
  errorMalformedAt: 'The file could not be read: it is damaged near line {line}.',
  errorWrongPassword: 'This password does not open the file.',
  errorUnsupportedEncryption:
    'This file is encrypted in a way that cannot be opened here (an "account restricted" Bitwarden export opens only in the Bitwarden account that made it). Export it again with a password, or unencrypted.',
  errorUnknownFormat: 'The format of this file was not recognised. Choose it in the list.',
  errorTooLarge: 'The file is larger than {max} MB.',

  // The types, as the preview counts them.
  typeLogin: 'Logins',
  typeNote: 'Secure notes',
  typeCard: 'Payment cards',
  typeIdentity: 'Identities',
  typeFinancial: 'Financial accounts',

  // The export dialog.
  exportTitle: 'Export for another password manager',
  exportIntro:
    'Every entry of your vault is written to a file that another password manager imports. The file is made in this browser.',
  exportFormatLabel: 'Format',
  exportBitwardenProtected: 'Bitwarden JSON, protected by a password (recommended)',
  exportBitwardenPlain: 'Bitwarden JSON, not protected',
  exportCxf: 'Credential Exchange Format (CXF), not protected',
  exportPassword: 'Password for the file',
  exportPasswordRepeat: 'Repeat the password',
  exportPasswordHint:
    'At least {min} characters. Bitwarden asks for it when it imports the file; we cannot recover it.',
  exportPasswordShort: 'The password needs at least {min} characters.',
  exportPasswordMismatch: 'The two passwords differ.',
  exportPlainWarning:
    'This file will hold every password of your vault in clear. Anyone who gets it can read them all: keep it safe, and delete it once it is imported.',
  exportPlainConfirm: 'I understand: the file is not protected',
  exportSubmit: 'Enter PIN and export',
  exporting: 'Writing the file…',
  exportedOne: '1 entry was exported.',
  exportedMany: '{count} entries were exported.',
  exportEmpty: 'Your vault has no entry to export.',
  exportFileBitwarden: '{date}_password_guru_bitwarden.json',
  exportFileCxf: '{date}_password_guru.cxf.json',
  exporterDisplayName: 'Password Guru',
} as const;

/** The formats' names as the user knows them (the import's format list). */
export const importFormatNames = {
  bitwardenJson: 'Bitwarden (JSON, also password-protected)',
  bitwardenCsv: 'Bitwarden (CSV)',
  onePasswordPux: '1Password (1PUX)',
  onePasswordCsv: '1Password (CSV)',
  lastpassCsv: 'LastPass (CSV)',
  chromeCsv: 'Chrome, Edge or Brave (CSV)',
  firefoxCsv: 'Firefox (CSV)',
  safariCsv: 'Safari or Apple Passwords (CSV)',
  keepassXml: 'KeePass 2 (XML)',
  keepassxcCsv: 'KeePassXC (CSV)',
  dashlaneCsv: 'Dashlane (CSV or ZIP)',
  keeperCsv: 'Keeper (CSV)',
  keeperJson: 'Keeper (JSON)',
  nordpassCsv: 'NordPass (CSV)',
  protonPassJson: 'Proton Pass (JSON or ZIP)',
  cxf: 'Credential Exchange Format (CXF)',
} as const;
