import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { documentsViewerMessages as text, type AppType } from '@guru/shared';
import { imageTypeOf } from './previewKind';
import { useDocumentBlob } from './useDocumentBlob';
import classes from './Preview.module.css';

/**
 * An image, drawn by the browser from its bytes (an <img>: an SVG's scripts never run there), through
 * a temporary object URL (img-src allows blob:).
 */
export function ImagePreview(props: {
  app: AppType;
  documentId: string;
  fileName: string;
  onFailed: () => void;
}) {
  const state = useDocumentBlob(props.app, props.documentId);
  const [url, setUrl] = useState<string | null>(null);
  const { onFailed, fileName } = props;

  useEffect(() => {
    if (state.kind === 'failed') onFailed();
    if (state.kind !== 'ready') return;
    const made = URL.createObjectURL(new Blob([state.blob], { type: imageTypeOf(fileName) }));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [state, fileName, onFailed]);

  if (!url)
    return (
      <Center py="xl">
        <Loader aria-label={text.previewLoading} />
      </Center>
    );
  return (
    <img src={url} alt={fileName} className={classes.image} onError={onFailed} data-testid="image-preview" />
  );
}
