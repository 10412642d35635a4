/**
 * The page a printer of this computer prints (Electron's silent print of a hidden
 * window): a card per person, each on a page of its own. The page runs no script
 * and loads nothing; every value is escaped, so a name is only ever text.
 */
import type { PrintPurpose } from '../../../shared/printing/printing.ts';
import { cardLines, type PrintCard } from './print-card.ts';

/** The job's name in the print queue (no one sees it on paper): the app's own name, in every language. */
const JOB_TITLE = 'Waiver Desk';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? '');

/** A band prints along its length; a label fills its small page. Sizes follow the printer's own paper. */
const STYLES: Readonly<Record<PrintPurpose, string>> = {
  wristband: `
    @page { margin: 0; }
    body { margin: 0; font-family: sans-serif; }
    .card { page-break-after: always; padding: 4mm; }
    .colour { font-size: 20pt; font-weight: 700; }
    .name { font-size: 16pt; font-weight: 700; }
    .line { font-size: 10pt; }`,
  label: `
    @page { margin: 2mm; }
    body { margin: 0; font-family: sans-serif; }
    .card { page-break-after: always; }
    .name { font-size: 16pt; font-weight: 700; }
    .colour { font-size: 12pt; font-weight: 700; }
    .line { font-size: 9pt; }`,
};

function cardHtml(card: PrintCard): string {
  const lines = cardLines(card).map((line) => `<div class="line">${escapeHtml(line)}</div>`);
  return [
    '<section class="card">',
    `<div class="colour">${escapeHtml(card.colour)}</div>`,
    `<div class="name">${escapeHtml(card.name)}</div>`,
    ...lines,
    '</section>',
  ].join('');
}

export function printPage(purpose: PrintPurpose, cards: readonly PrintCard[]): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    // Nothing to fetch and nothing to run, whatever a value holds.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(JOB_TITLE)}</title>`,
    `<style>${STYLES[purpose]}</style></head><body>`,
    ...cards.map(cardHtml),
    '</body></html>',
  ].join('');
}
