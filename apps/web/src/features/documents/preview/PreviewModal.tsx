import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconFileAlert,
  IconPrinter,
} from '@tabler/icons-react';
import { documentsViewerMessages as text, type DocumentRow } from '@guru/shared';
import { phoneWidthQuery } from '../../../components/ToolbarMoreMenu';
import { useDocumentsContext } from '../hooks/documentsContext';
import { ImagePreview } from './ImagePreview';
import { PdfPages } from './PdfPages';
import { PreviewKind, previewKindOf } from './previewKind';
import { TextPreview } from './TextPreview';
import classes from './Preview.module.css';

export interface PreviewModalProps {
  /** The files of the list shown, in its order: Previous and Next walk them. */
  files: readonly DocumentRow[];
  /** The file shown; null: closed. */
  fileId: string | null;
  onShow: (fileId: string) => void;
  onClose: () => void;
  onDownload: (file: DocumentRow) => void;
}

/**
 * The document viewer (ADR 0046): a PDF with pdf.js, an image, a text file; any other type says
 * "download to open". Download, Print, and Previous/Next document (also the arrow keys).
 */
export function PreviewModal({ files, fileId, onShow, onClose, onDownload }: PreviewModalProps) {
  const phone = useMediaQuery(phoneWidthQuery, undefined, { getInitialValueInEffect: false });
  const index = files.findIndex((f) => f.id === fileId);
  const file = index >= 0 ? files[index] : undefined;
  const previous = index > 0 ? files[index - 1] : undefined;
  const next = index >= 0 && index < files.length - 1 ? files[index + 1] : undefined;

  useEffect(() => {
    if (!file) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous) onShow(previous.id);
      if (event.key === 'ArrowRight' && next) onShow(next.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [file, previous, next, onShow]);

  return (
    <Modal
      opened={file !== undefined}
      onClose={onClose}
      fullScreen={phone}
      size="min(1100px, 94vw)"
      title={
        <Text fw={600} style={{ wordBreak: 'break-word' }}>
          {file?.fileName}
        </Text>
      }
      closeButtonProps={{ 'aria-label': text.previewClose }}
    >
      {file && (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={4}>
              <Tooltip label={text.previewPrevious}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={text.previewPrevious}
                  disabled={!previous}
                  onClick={() => previous && onShow(previous.id)}
                >
                  <IconChevronLeft size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={text.previewNext}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={text.previewNext}
                  disabled={!next}
                  onClick={() => next && onShow(next.id)}
                >
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <ViewerButtons key={file.id} file={file} onDownload={onDownload} />
          </Group>
          <PreviewBody key={file.id} file={file} onDownload={onDownload} />
        </Stack>
      )}
    </Modal>
  );
}

/** Print waits for every page of a PDF to be drawn; the body listens for this event. */
const PRINT_EVENT = 'guru-preview-print';

function ViewerButtons({ file, onDownload }: { file: DocumentRow; onDownload: (file: DocumentRow) => void }) {
  const printable = previewKindOf(file.fileName) !== PreviewKind.none;
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => onDownload(file)}>
        {text.previewDownload}
      </Button>
      {printable && (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.dispatchEvent(new Event(PRINT_EVENT))}
        >
          {text.previewPrint}
        </Button>
      )}
    </Group>
  );
}

function PreviewBody({ file, onDownload }: { file: DocumentRow; onDownload: (file: DocumentRow) => void }) {
  const { app } = useDocumentsContext();
  const kind = previewKindOf(file.fileName);
  const [failed, setFailed] = useState(false);
  const [printing, setPrinting] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const onAllDrawn = useCallback(() => {
    setPrinting(false);
    window.print();
  }, []);

  useEffect(() => {
    const onPrint = () => {
      if (kind === PreviewKind.pdf) setPrinting(true);
      else window.print();
    };
    window.addEventListener(PRINT_EVENT, onPrint);
    return () => window.removeEventListener(PRINT_EVENT, onPrint);
  }, [kind]);

  if (kind === PreviewKind.none || failed)
    return (
      <Alert
        color={failed ? 'red' : 'gray'}
        icon={<IconFileAlert />}
        title={failed ? text.previewFailed : text.previewUnsupported}
        data-testid="preview-unavailable"
      >
        <Button mt="xs" size="xs" leftSection={<IconDownload size={14} />} onClick={() => onDownload(file)}>
          {text.previewDownload}
        </Button>
      </Alert>
    );
  return (
    <div className={classes.body} data-testid="preview-body">
      {kind === PreviewKind.pdf && (
        <PdfPages
          app={app}
          documentId={file.id}
          size={file.fileSize}
          drawAll={printing}
          onAllDrawn={onAllDrawn}
          onFailed={onFailed}
        />
      )}
      {kind === PreviewKind.image && (
        <ImagePreview app={app} documentId={file.id} fileName={file.fileName} onFailed={onFailed} />
      )}
      {kind === PreviewKind.text && <TextPreview app={app} documentId={file.id} onFailed={onFailed} />}
    </div>
  );
}
