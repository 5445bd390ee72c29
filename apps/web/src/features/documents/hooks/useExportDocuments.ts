import { useState } from 'react';
import { documentsScreenMessages as text, type DocumentRow, type DocumentsListQuery } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { notifyOops } from '../../../lib/notify';
import { writeWorkbook } from '../../../lib/spreadsheet';
import { fetchDocuments } from '../api/documentsApi';
import { documentExportRow, documentsExportColumns, documentsExportFileName } from '../lib/exportRows';
import { useDocumentsContext } from './documentsContext';

export interface ExportRequest {
  /** The listing shown, all pages (its filters, search and order). */
  listing: DocumentsListQuery;
  /** The files selected, if any: they alone are exported (with the files of the selected folders). */
  selectedFiles: readonly DocumentRow[];
  selectedFolderIds: readonly string[];
}

/** Export to Excel of the listing shown, or of the selection, built in the browser. */
export function useExportDocuments() {
  const { app } = useDocumentsContext();
  const [exporting, setExporting] = useState(false);

  const allOf = async (query: DocumentsListQuery): Promise<DocumentRow[]> =>
    (await fetchDocuments(app, { ...query, offset: 0, limit: -1 })).results;

  const exportDocuments = async ({
    listing,
    selectedFiles,
    selectedFolderIds,
  }: ExportRequest): Promise<void> => {
    setExporting(true);
    try {
      const { offset: _offset, limit: _limit, q: _q, folderId: _folderId, ...area } = listing;
      const chosen = selectedFiles.length > 0 || selectedFolderIds.length > 0;
      const inFolders = await Promise.all(selectedFolderIds.map((folderId) => allOf({ ...area, folderId })));
      const files = chosen ? [...selectedFiles, ...inFolders.flat()] : await allOf(listing);
      const unique = [...new Map(files.map((file) => [file.id, file])).values()];
      if (unique.length === 0) {
        notifyOops(text.exportEmpty);
        return;
      }
      const blob = await writeWorkbook(text.sheetName, documentsExportColumns, unique.map(documentExportRow));
      downloadBlob(blob, documentsExportFileName(new Date()));
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportDocuments };
}
