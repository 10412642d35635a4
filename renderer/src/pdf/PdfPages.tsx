/** The pages of an opened PDF, one at a time on a canvas, with the viewer's controls. */
import { useEffect, useRef, useState } from 'react';
import { drawPage, type OpenedPdf, openPdf, type PdfDocument, pageWidth } from './pdf-document.ts';
import { printPdf } from './print-pdf.ts';
import { saveBlob } from './save-file.ts';
import { pdfText } from './words.ts';
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
          if (!gone) setState({ pdf: null, problem: pdfText.pages.notAPdf });
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
      if (!gone && !wasCancelled(error)) setDrawProblem(pdfText.pages.pageNotDrawn);
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
      .catch(() => setDrawProblem(pdfText.pages.printFailed))
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
      <div className="pdf-toolbar" role="toolbar" aria-label={pdfText.toolbar.label}>
        <div className="pdf-group">
          <button
            type="button"
            className="button button-outline"
            onClick={() => setPageNumber((page) => Math.max(1, page - 1))}
            disabled={pageNumber <= 1}
          >
            {pdfText.toolbar.previousPage}
          </button>
          <span className="pdf-page-status" data-testid="pdf-page-status" aria-live="polite">
            {pageCount > 0 ? pdfText.toolbar.pageOf(pageNumber, pageCount) : pdfText.toolbar.opening}
          </span>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setPageNumber((page) => Math.min(pageCount, page + 1))}
            disabled={pageNumber >= pageCount}
          >
            {pdfText.toolbar.nextPage}
          </button>
        </div>
        <div className="pdf-group">
          <button
            type="button"
            className="button button-outline"
            aria-label={pdfText.toolbar.zoomOut}
            onClick={() => setZoom(nextZoom(scale, -1))}
            disabled={!drawn}
          >
            {pdfText.toolbar.zoomOutSign}
          </button>
          <span className="pdf-zoom" aria-live="polite">
            {pdfText.toolbar.zoom(Math.round(scale * 100))}
          </span>
          <button
            type="button"
            className="button button-outline"
            aria-label={pdfText.toolbar.zoomIn}
            onClick={() => setZoom(nextZoom(scale, 1))}
            disabled={!drawn}
          >
            {pdfText.toolbar.zoomInSign}
          </button>
          <button
            type="button"
            className="button button-outline"
            aria-pressed={zoom === 'fit'}
            onClick={() => setZoom('fit')}
          >
            {pdfText.toolbar.fitWidth}
          </button>
        </div>
        <div className="pdf-group">
          <button type="button" className="button button-outline" onClick={() => saveBlob(blob, fileName)}>
            {pdfText.toolbar.save}
          </button>
          <button type="button" className="button button-outline" onClick={print} disabled={!pdf || printing}>
            {printing ? pdfText.toolbar.preparing : pdfText.toolbar.print}
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
            {pdfText.pages.opening}
          </p>
        ) : null}
        <canvas
          ref={canvasRef}
          className="pdf-canvas"
          data-testid="pdf-canvas"
          data-page={drawn?.page ?? 0}
          aria-label={
            pageCount > 0 ? pdfText.pages.canvas(pageNumber, pageCount) : pdfText.pages.canvasUnopened
          }
          role="img"
        />
      </div>
    </div>
  );
}
