/**
 * pdf.js, loaded only when a PDF is opened (it is large, and most visits never
 * need it). Its worker is bundled by Vite as a file of the app (`script-src
 * 'self'`, `worker-src 'self'`); the document is read from bytes already
 * fetched, so pdf.js itself fetches nothing. pdf.js 6 no longer compiles fonts
 * with eval (its `isEvalSupported` switch is gone), which the CSP forbids anyway.
 */
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?worker&url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  // A failed load (a dropped connection to the host) may be tried again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type PdfDocument = PDFDocumentProxy;

export interface OpenedPdf {
  pdf: PdfDocument;
  /** Frees the document and its worker. */
  close(): Promise<void>;
}

/** Opens a PDF from its bytes; pdf.js takes ownership of the buffer it is given, so it gets a copy. */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    // WebAssembly decoders would need 'wasm-unsafe-eval'; the JavaScript ones do the same work.
    useWasm: false,
    enableXfa: false,
    // Nothing to fetch: the data is here, and the page may connect only to its own host.
    disableRange: true,
    disableStream: true,
    disableAutoFetch: true,
  });
  try {
    return { pdf: await task.promise, close: () => task.destroy() };
  } catch (error) {
    void task.destroy();
    throw error;
  }
}

export interface RenderedPage {
  /** CSS pixels of the page at the scale drawn. */
  width: number;
  height: number;
  task: RenderTask;
}

/** The width of a page at scale 1, in CSS pixels. */
export async function pageWidth(document: PdfDocument, pageNumber: number): Promise<number> {
  const page = await document.getPage(pageNumber);
  return page.getViewport({ scale: 1 }).width;
}

/**
 * Draws one page into `canvas` at `scale` (1 = the PDF's own size), sharp on
 * high-density screens. The returned task can be cancelled when the person
 * turns the page before drawing finished.
 */
export async function drawPage(
  document: PdfDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  scale: number,
): Promise<RenderedPage> {
  const page = await document.getPage(pageNumber);
  const density = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * density });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const width = viewport.width / density;
  const height = viewport.height / density;
  // Set through the CSSOM (not a style attribute), which the CSP allows.
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const task = page.render({ canvas, viewport });
  return { width, height, task };
}
