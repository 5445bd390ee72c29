import { useEffect, useState } from 'react';
import type { AppType } from '@guru/shared';
import { fetchDocumentBlob } from '../api/downloadDocument';

export type BlobState = { kind: 'loading' } | { kind: 'ready'; blob: Blob } | { kind: 'failed' };

/** The document's bytes for the viewer (an image or a text), fetched again when the document changes. */
export function useDocumentBlob(app: AppType, documentId: string): BlobState {
  const [state, setState] = useState<BlobState>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    fetchDocumentBlob(app, documentId, abort.signal).then(
      (blob) => setState({ kind: 'ready', blob }),
      () => {
        if (!abort.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => abort.abort();
  }, [app, documentId]);
  return state;
}
