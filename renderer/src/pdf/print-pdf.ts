/**
 * Prints a PDF without a frame or a second window (the app allows neither):
 * every page is drawn to an image, and the images are printed on their own
 * (`print-only.ts`), one per sheet.
 */
import { printOnly } from '../print/print-only.ts';
import { drawPage, type PdfDocument } from './pdf-document.ts';
import { pdfText } from './words.ts';

/** About 150 dpi on paper: sharp text without huge images. */
const PRINT_SCALE = 2;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The page could not be drawn.'))),
      'image/png',
    );
  });
}

export async function printPdf(pdf: PdfDocument, title: string): Promise<void> {
  const urls: string[] = [];
  const container = document.createElement('div');
  container.className = 'pdf-print';
  const release = () => {
    container.remove();
    for (const url of urls) URL.revokeObjectURL(url);
  };
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const canvas = document.createElement('canvas');
      const { task } = await drawPage(pdf, pageNumber, canvas, PRINT_SCALE);
      await task.promise;
      const url = URL.createObjectURL(await canvasBlob(canvas));
      urls.push(url);
      const image = new Image();
      image.src = url;
      image.alt = pdfText.printedPage(title, pageNumber);
      await image.decode();
      container.append(image);
    }
  } catch (error) {
    release();
    throw error;
  }
  printOnly(container, release);
}
