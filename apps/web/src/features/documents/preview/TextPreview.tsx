import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { documentsViewerMessages as text, type AppType } from '@guru/shared';
import { TEXT_PREVIEW_BYTES } from './previewKind';
import { useDocumentBlob } from './useDocumentBlob';
import classes from './Preview.module.css';

/** A text file as text (never as HTML): its first TEXT_PREVIEW_BYTES, read as UTF-8. */
export function TextPreview(props: { app: AppType; documentId: string; onFailed: () => void }) {
  const state = useDocumentBlob(props.app, props.documentId);
  const [content, setContent] = useState<string | null>(null);
  const { onFailed } = props;

  useEffect(() => {
    if (state.kind === 'failed') onFailed();
    if (state.kind !== 'ready') return;
    let cancelled = false;
    state.blob
      .slice(0, TEXT_PREVIEW_BYTES)
      .text()
      .then(
        (read) => {
          if (!cancelled) setContent(read);
        },
        () => onFailed(),
      );
    return () => {
      cancelled = true;
      setContent(null);
    };
  }, [state, onFailed]);

  if (content === null)
    return (
      <Center py="xl">
        <Loader aria-label={text.previewLoading} />
      </Center>
    );
  return (
    <pre className={classes.text} data-testid="text-preview">
      {content}
    </pre>
  );
}
