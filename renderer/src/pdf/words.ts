/**
 * The words of the PDF viewer. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

import { message, texts } from '../i18n/messages.ts';

export const pdfText = texts({
  viewer: {
    close: 'pdf.viewer.close',
    fetching: 'pdf.viewer.fetching',
  },
  pages: {
    notAPdf: 'pdf.pages.notAPdf',
    pageNotDrawn: 'pdf.pages.pageNotDrawn',
    printFailed: 'pdf.pages.printFailed',
    opening: 'pdf.pages.opening',
    canvas: (page: number, pages: number) => message('pdf.pages.canvas', { page, pages }),
    canvasUnopened: 'pdf.pages.canvasUnopened',
  },
  toolbar: {
    label: 'pdf.toolbar.label',
    previousPage: 'pdf.toolbar.previousPage',
    nextPage: 'pdf.toolbar.nextPage',
    pageOf: (page: number, pages: number) => message('pdf.toolbar.pageOf', { page, pages }),
    opening: 'pdf.toolbar.opening',
    zoomOut: 'pdf.toolbar.zoomOut',
    zoomOutSign: 'pdf.toolbar.zoomOutSign',
    zoomIn: 'pdf.toolbar.zoomIn',
    zoomInSign: 'pdf.toolbar.zoomInSign',
    zoom: (percent: number) => message('pdf.toolbar.zoom', { percent }),
    fitWidth: 'pdf.toolbar.fitWidth',
    save: 'pdf.toolbar.save',
    print: 'pdf.toolbar.print',
    preparing: 'pdf.toolbar.preparing',
  },
  /** The alt text of each printed page image. */
  printedPage: (title: string, page: number) => message('pdf.printedPage', { title, page }),
});
