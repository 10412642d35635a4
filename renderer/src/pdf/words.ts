/**
 * The words of the PDF viewer. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

export const pdfText = {
  viewer: {
    close: 'Close',
    fetching: 'Fetching the signed PDF from the service…',
  },
  pages: {
    notAPdf: 'The file the service sent is not a PDF this desk can show.',
    pageNotDrawn: 'This page could not be drawn.',
    printFailed: 'The PDF could not be prepared for printing.',
    opening: 'Opening the PDF…',
    canvas: (page: number, pages: number) => `Page ${page} of ${pages} of the signed PDF`,
    canvasUnopened: 'The signed PDF',
  },
  toolbar: {
    label: 'PDF controls',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    opening: 'Opening…',
    zoomOut: 'Zoom out',
    zoomOutSign: '−',
    zoomIn: 'Zoom in',
    zoomInSign: '+',
    zoom: (percent: number) => `${percent}%`,
    fitWidth: 'Fit width',
    save: 'Save',
    print: 'Print',
    preparing: 'Preparing…',
  },
  /** The alt text of each printed page image. */
  printedPage: (title: string, page: number) => `${title}, page ${page}`,
  /** Fetching a signed PDF or photo from the desk. */
  file: {
    /** When the host's refusal says nothing itself. */
    refused: {
      forbidden: 'The desk refused to hand over the file. Reload the window.',
      notFound: 'The service has no such file.',
      rateLimited: "The account's request budget is used up for the moment.",
      serverError: 'The waiver service did not hand over the file.',
      network: "The waiver service can't be reached from this desk.",
      other: 'The file could not be fetched.',
    },
  },
} as const;
