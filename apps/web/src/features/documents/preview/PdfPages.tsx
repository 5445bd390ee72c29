import { useEffect, useRef, useState } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import type { PDFDocumentProxy, PageViewport, RenderTask } from 'pdfjs-dist';
import { documentsViewerMessages as text, formatMessage, type AppType } from '@guru/shared';
import { openPdf } from './pdfDocument';
import classes from './Preview.module.css';

export interface PdfPagesProps {
  app: AppType;
  documentId: string;
  /** The file's size in bytes (from the list): the reader asks for ranges within it. */
  size: number;
  /** Every page is drawn (for printing), not only those scrolled to; `onAllDrawn` is called once they are. */
  drawAll: boolean;
  onAllDrawn: () => void;
  onFailed: () => void;
}

/**
 * A PDF's pages, one below the other: the first page is drawn as soon as it is in, the others when
 * they come near the visible part of the viewer (an IntersectionObserver), each placeholder sized like
 * the first page so that scrolling does not jump.
 */
export function PdfPages({ app, documentId, size, drawAll, onAllDrawn, onFailed }: PdfPagesProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [first, setFirst] = useState<PageViewport | null>(null);
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(new Set());
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    let cancelled = false;
    const loading = openPdf(app, documentId, size, () => {
      if (!cancelled) failed.current();
    });
    loading
      .then((task) => task.promise)
      .then(async (pdf) => {
        const page = await pdf.getPage(1);
        if (cancelled) return;
        setFirst(page.getViewport({ scale: 1 }));
        setDoc(pdf);
      })
      .catch(() => {
        if (!cancelled) failed.current();
      });
    return () => {
      cancelled = true;
      setDoc(null);
      setFirst(null);
      setDrawn(new Set());
      void loading.then((task) => task.destroy()).catch(() => undefined);
    };
  }, [app, documentId, size]);

  const pageCount = doc?.numPages ?? 0;
  useEffect(() => {
    if (drawAll && pageCount > 0 && drawn.size === pageCount) onAllDrawn();
  }, [drawAll, drawn, pageCount, onAllDrawn]);

  if (!doc || !first)
    return (
      <Center py="xl">
        <Loader aria-label={text.previewLoading} />
      </Center>
    );
  return (
    <div className={classes.pages}>
      {Array.from({ length: pageCount }, (_, i) => (
        <PdfPage
          key={i + 1}
          doc={doc}
          number={i + 1}
          count={pageCount}
          aspect={first.height / first.width}
          drawNow={drawAll}
          onDrawn={(n) => setDrawn((set) => new Set(set).add(n))}
        />
      ))}
    </div>
  );
}

function PdfPage(props: {
  doc: PDFDocumentProxy;
  number: number;
  count: number;
  aspect: number;
  drawNow: boolean;
  onDrawn: (page: number) => void;
}) {
  const { doc, number, aspect, drawNow } = props;
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(number === 1);
  const [state, setState] = useState<'waiting' | 'drawing' | 'drawn' | 'failed'>('waiting');
  const onDrawn = useRef(props.onDrawn);
  onDrawn.current = props.onDrawn;

  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  const started = useRef(false);
  useEffect(() => {
    if ((!near && !drawNow) || started.current) return;
    started.current = true;
    let cancelled = false;
    let finished = false;
    let rendering: RenderTask | null = null;
    setState('drawing');
    void (async () => {
      try {
        const page = await doc.getPage(number);
        const el = box.current;
        const target = canvas.current;
        if (cancelled || !el || !target) return;
        const base = page.getViewport({ scale: 1 });
        const scale =
          (Math.max(el.clientWidth, 320) / base.width) * Math.min(window.devicePixelRatio || 1, 2);
        const viewport = page.getViewport({ scale });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        rendering = page.render({ canvas: target, viewport });
        await rendering.promise;
        finished = true;
        if (cancelled) return;
        setState('drawn');
        onDrawn.current(number);
      } catch {
        finished = true;
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      rendering?.cancel();
      if (!finished) started.current = false;
    };
  }, [near, drawNow, doc, number]);

  return (
    <div
      ref={box}
      className={classes.page}
      style={{ aspectRatio: `${1 / aspect}` }}
      role="img"
      aria-label={formatMessage(text.previewPage, { page: number, count: props.count })}
      data-testid="pdf-page"
      data-state={state}
    >
      <canvas ref={canvas} />
      {state === 'failed' && (
        <Center pos="absolute" inset={0}>
          <Text c="dimmed">{text.previewFailed}</Text>
        </Center>
      )}
    </div>
  );
}
