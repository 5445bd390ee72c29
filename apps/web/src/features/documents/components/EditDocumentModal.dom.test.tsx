import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, documentFileNameMessages, documentsScreenMessages as text } from '@guru/shared';
import { DocumentsViewer } from '../lib/documentsRole';
import { testFile } from '../lib/testDocuments';
import { EditDocumentModal } from './EditDocumentModal';
import { renderDocuments } from './testRender';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

/** The calls the form made, and the server's answer to a name check: refused with `refusal` when set. */
let calls: string[] = [];
let refusal: string | null = null;

beforeEach(() => {
  calls = [];
  refusal = null;
  vi.stubGlobal('fetch', (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url.pathname);
    if (url.pathname.endsWith('/docVaults/checkFileName') && refusal !== null) {
      return new Response(JSON.stringify({ error: { code: ErrorCode.VALIDATION, message: refusal } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }
    const data = url.pathname.endsWith('/docVaults/folders') ? [] : false;
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renameTo(value: string) {
  renderDocuments(<EditDocumentModal file={testFile('f1')} onClose={() => undefined} />, {
    viewer: DocumentsViewer.client,
  });
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByLabelText(text.fileNameLabel, { exact: false });
  fireEvent.change(input, { target: { value } });
  return { dialog, input };
}

// The first render of a file loads Mantine: slow on a busy machine.
describe('renaming a file', { timeout: 30_000 }, () => {
  it('shows beside the name why a name with a direction control is refused, and sends nothing', async () => {
    const { dialog, input } = renameTo('invoice\u202efdp.svg');
    expect(within(dialog).getByText(documentFileNameMessages.directionControls)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((path) => !path.endsWith('/docVaults/folders'))).toEqual([]);
  });

  it("shows the server's refusal of a name beside the field", async () => {
    refusal = documentFileNameMessages.invisibleCharacters;
    const { dialog, input } = renameTo('Report 2026.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(within(dialog).getByText(documentFileNameMessages.invisibleCharacters)).toBeTruthy(),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
