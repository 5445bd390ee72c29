/**
 * Texts of Documents Guru's preview, versions, ZIP downloads and malware scanning (ours: the
 * specification has none for them).
 */
export const documentsViewerMessages = {
  // Malware scanning (server answers).
  malwareFound: 'This file contains a virus or other malware ({signature}), so it was not uploaded.',
  scannerUnavailable:
    "Uploads are paused because files can't be checked for viruses right now. Please try again later.",
  // Preview.
  preview: 'Preview',
  previewItem: 'Preview {name}',
  previewTitle: '{name}',
  previewLoading: 'Loading the preview…',
  previewFailed: "This file can't be shown here. Download it to open it.",
  previewUnsupported: "This type of file can't be previewed. Download it to open it.",
  previewPage: 'Page {page} of {count}',
  previewPageLabel: 'Page {page}',
  previewDownload: 'Download',
  previewPrint: 'Print',
  previewPrevious: 'Previous document',
  previewNext: 'Next document',
  previewClose: 'Close',
  // Versions.
  versions: 'Versions',
  versionsItem: 'Versions of {name}',
  versionsTitle: 'Versions of {name}',
  versionLabel: 'Version {version}',
  versionCurrent: 'Current',
  versionRestoredFrom: 'Restored from version {version}',
  versionUploadedBy: '{name}, {date}',
  versionFormerUser: 'A former user',
  versionDownload: 'Download version {version}',
  versionRestore: 'Restore version {version}',
  versionRestored: 'Version {version} is the current version again.',
  versionsFailed: 'The versions could not be loaded.',
  newVersionTitle: 'A file named {name} is already here',
  newVersionText:
    'Upload it as a new version of that file (the older versions stay in its history), or rename your file first to keep both.',
  uploadNewVersion: 'Upload as new version',
  newVersionNameMismatch: 'A new version keeps the name of its file: choose a file with the same name.',
  versionConflict: 'Another version of this file was added at the same moment. Please try again.',
  newVersionActivity: 'Version {version}',
  restoredVersionActivity: 'Version {version}, restored from version {from}',
  // ZIP.
  downloadZip: 'Download as ZIP',
  downloadFolderZip: 'Download folder {name} as ZIP',
  zipStarted: 'Your ZIP download has started.',
  zipEmpty: 'There are no files to download.',
  zipTooMany: 'Choose at most {max} files for one ZIP.',
} as const;
