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
  // ZIP.
  downloadZip: 'Download as ZIP',
  downloadFolderZip: 'Download folder {name} as ZIP',
  zipStarted: 'Your ZIP download has started.',
  zipEmpty: 'There are no files to download.',
  zipTooMany: 'Choose at most {max} files for one ZIP.',
} as const;
