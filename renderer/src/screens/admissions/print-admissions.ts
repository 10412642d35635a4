/** The day's check-ins as a simple printed list: a heading and a table, nothing else of the screen. */
import type { Admission } from '../../../../shared/ipc/admissions.ts';
import { formatClock } from '../../format/time.ts';
import { printOnly } from '../../print/print-only.ts';
import { admissionVerdictWords } from '../../verdict/admission-verdict.ts';
import { admissionsText } from './words.ts';
import './admissions.css';

function cell(tag: 'td' | 'th', text: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}

export function printAdmissions(title: string, admissions: readonly Admission[], timeZone: string): void {
  const words = admissionsText.table;
  const container = document.createElement('div');
  container.className = 'admissions-print';
  const heading = document.createElement('h1');
  heading.textContent = title;
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const label of [
    words.time,
    words.name,
    words.minor,
    words.form,
    words.desk,
    words.worker,
    words.standing,
  ]) {
    head.append(cell('th', label));
  }
  const body = table.createTBody();
  for (const admission of [...admissions].reverse()) {
    const row = body.insertRow();
    row.append(
      cell('td', formatClock(admission.admittedAt, timeZone)),
      cell('td', admission.name),
      cell('td', admission.isMinor ? admissionsText.row.minor : ''),
      cell('td', admission.title),
      cell('td', admission.deskName),
      cell('td', admission.workerName ?? ''),
      cell('td', admissionVerdictWords(admission)),
    );
  }
  container.append(heading, table);
  printOnly(container);
}
