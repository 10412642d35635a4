/** The pages of an opened PDF, one at a time on a canvas, with the viewer's controls. */
import { useEffect, useRef, useState } from 'react';
import { drawPage, type OpenedPdf, openPdf, type PdfDocument, pageWidth } from './pdf-document.ts';
import { printPdf } from './print-pdf.ts';
import { saveBlob } from './save-file.ts';
import { fitWidthScale, nextZoom } from './zoom.ts';

interface Props {
  blob: Blob;
  fileName: string;
  title: string;
}

/** Room the page keeps free around it inside the viewer. */
const PAGE_MARGIN_PX = 32;

const wasCancelled = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'RenderingCancelledException';

function useOpenedPdf(blob: Blob): { pdf: PdfDocument | null; problem: string | null } {
  const [state, setState] = useState<{ pdf: PdfDocument | null; problem: string | null }>({
    pdf: null,
    problem: null,
  });
  useEffect(() => {
    let gone = false;
    let opened: OpenedPdf | null = null;
    setState({ pdf: null, problem: null });
    blob
      .arrayBuffer()
      .then((buffer) => openPdf(new Uint8Array(buffer)))
      .then(
        (pdf) => {
          if (gone) {
            void pdf.close();
            return;
          }
          opened = pdf;
          setState({ pdf: pdf.pdf, problem: null });
        },
        () => {
          if (!gone)
            setState({ pdf: null, problem: 'The file the service sent is not a PDF this desk can show.' });
        },
      );
    return () => {
      gone = true;
      void opened?.close();
    };
  }, [blob]);
  return state;
}

export function PdfPages({ blob, fileName, title }: Props) {
  const { pdf, problem } = useOpenedPdf(blob);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [drawn, setDrawn] = useState<{ page: number; scale: number } | null>(null);
  const [drawProblem, setDrawProblem] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const pageCount = pdf?.numPages ?? 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    const area = areaRef.current;
    if (!pdf || !canvas || !area) return;
    let gone = false;
    let cancel: (() => void) | null = null;
    (async () => {
      const scale =
        zoom === 'fit'
          ? fitWidthScale(await pageWidth(pdf, pageNumber), area.clientWidth - PAGE_MARGIN_PX)
          : zoom;
      if (gone) return;
      const { task } = await drawPage(pdf, pageNumber, canvas, scale);
      cancel = () => task.cancel();
      if (gone) {
        task.cancel();
        return;
      }
      await task.promise;
      if (!gone) {
        setDrawn({ page: pageNumber, scale });
        setDrawProblem(null);
      }
    })().catch((error: unknown) => {
      if (!gone && !wasCancelled(error)) setDrawProblem('This page could not be drawn.');
    });
    return () => {
      gone = true;
      cancel?.();
    };
  }, [pdf, pageNumber, zoom]);

  const print = () => {
    if (!pdf || printing) return;
    setPrinting(true);
    printPdf(pdf, title)
      .catch(() => setDrawProblem('The PDF could not be prepared for printing.'))
      .finally(() => setPrinting(false));
  };

  if (problem) {
    return (
      <p className="failure-message" role="alert">
        {problem}
      </p>
    );
  }

  const scale = drawn?.scale ?? 1;
  return (
    <div className="pdf-pages">
      <div className="pdf-toolbar" role="toolbar" aria-label="PDF controls">
        <div className="pdf-group">
          <button
            type="button"
            className="button button-outline"
            onClick={() => setPageNumber((page) => Math.max(1, page - 1))}
            disabled={pageNumber <= 1}
          >
            Previous page
          </button>
          <span className="pdf-page-status" data-testid="pdf-page-status" aria-live="polite">
            {pageCount > 0 ? `Page ${pageNumber} of ${pageCount}` : 'Opening…'}
          </span>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setPageNumber((page) => Math.min(pageCount, page + 1))}
            disabled={pageNumber >= pageCount}
          >
            Next page
          </button>
        </div>
        <div className="pdf-group">
          <button
            type="button"
            className="button button-outline"
            aria-label="Zoom out"
            onClick={() => setZoom(nextZoom(scale, -1))}
            disabled={!drawn}
          >
            −
          </button>
          <span className="pdf-zoom" aria-live="polite">
            {Math.round(scale * 100)}%
          </span>
          <button
            type="button"
            className="button button-outline"
            aria-label="Zoom in"
            onClick={() => setZoom(nextZoom(scale, 1))}
            disabled={!drawn}
          >
            +
          </button>
          <button
            type="button"
            className="button button-outline"
            aria-pressed={zoom === 'fit'}
            onClick={() => setZoom('fit')}
          >
            Fit width
          </button>
        </div>
        <div className="pdf-group">
          <button type="button" className="button button-outline" onClick={() => saveBlob(blob, fileName)}>
            Save
          </button>
          <button type="button" className="button button-outline" onClick={print} disabled={!pdf || printing}>
            {printing ? 'Preparing…' : 'Print'}
          </button>
        </div>
      </div>
      {drawProblem ? (
        <p className="failure-message" role="alert">
          {drawProblem}
        </p>
      ) : null}
      <div className="pdf-area" ref={areaRef}>
        {!pdf ? (
          <p className="loading" aria-busy="true">
            Opening the PDF…
          </p>
        ) : null}
        <canvas
          ref={canvasRef}
          className="pdf-canvas"
          data-testid="pdf-canvas"
          data-page={drawn?.page ?? 0}
          aria-label={
            pageCount > 0 ? `Page ${pageNumber} of ${pageCount} of the signed PDF` : 'The signed PDF'
          }
          role="img"
        />
      </div>
    </div>
  );
}
