import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentsMessages, documentsScreenMessages as text, documentsViewerMessages } from '@guru/shared';
import { UploadModal } from '../components/UploadModal';
import { renderDocuments, fakeFetch } from '../components/testRender';
import { DocumentsViewer } from '../lib/documentsRole';
import { testFile } from '../lib/testDocuments';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

const existing = testFile('doc-1', { fileName: 'Statement.pdf', folderId: 'folder-9', isShareFA: true });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      if (url.pathname.endsWith('/docVaults/checkFileName')) return true;
      if (url.pathname.endsWith('/docVaults/me')) return { results: [testFile('other'), existing], total: 2 };
      return [];
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render of a modal loads Mantine: slow on a busy machine.
describe('uploading a file whose name is taken', { timeout: 30_000 }, () => {
  it('offers a new version of the file already there, uploaded where that file is', async () => {
    const onUpload = vi.fn();
    const onClose = vi.fn();
    renderDocuments(
      <UploadModal
        opened
        initialChoice={{ folderId: null, isShareFA: true }}
        onUpload={onUpload}
        onClose={onClose}
      />,
      { viewer: DocumentsViewer.client },
    );
    const dialog = screen.getByRole('dialog');
    const file = new File(['%PDF-1.4 new'], 'statement.pdf', { type: 'application/pdf' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.upload }));
    const offer = await within(dialog).findByTestId('new-version-offer');
    expect(within(dialog).getByText(documentsMessages.fileNameUsed)).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: documentsViewerMessages.uploadNewVersion }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledOnce());
    expect(onUpload).toHaveBeenCalledWith({
      file,
      fileName: 'Statement.pdf',
      target: { folderId: 'folder-9', isShareFA: true, clientId: null, replaceDocumentId: 'doc-1' },
    });
    expect(onClose).toHaveBeenCalled();
  });
});
