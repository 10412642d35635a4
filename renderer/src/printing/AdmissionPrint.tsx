/**
 * After a check-in: the band each person gets by the manager's rules (the same
 * rule the printer's card is chosen by), "Print wristband" and "Print label" where
 * a printer is set for them, and, where Settings say so, the print started by
 * itself once. Each press prints once; what became of it stays in view. Nothing
 * shows until a manager set up wristbands or labels.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import type { PrintingSettings, PrintPurpose } from '../../../shared/printing/printing.ts';
import { chooseWristband } from '../../../shared/printing/wristband.ts';
import { usePrinting } from '../account/account-queries.ts';
import { callDesk } from '../bridge/index.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../components/failure.ts';
import { useDeskTimeZone } from '../desk/hooks.ts';
import { formatClock } from '../format/time.ts';
import { printOutcomeWords } from './print-words.ts';
import { admissionPrintText, wristbandColourText } from './words.ts';
import './printing.css';

type Print =
  | { state: 'idle' }
  | { state: 'printing' }
  | { state: 'done'; printed: boolean; text: string }
  | { state: 'failed'; failure: Failure };

const PURPOSES: readonly PrintPurpose[] = ['wristband', 'label'];

const printerFor = (settings: PrintingSettings, purpose: PrintPurpose) =>
  purpose === 'wristband' ? settings.wristbandPrinter : settings.labelPrinter;

const printsBySelf = (settings: PrintingSettings, purpose: PrintPurpose) =>
  purpose === 'wristband' ? settings.autoWristband : settings.autoLabel;

/** A manager has set up bands at all: rules, a band for everyone, or a printer for them. */
const bandsInUse = (settings: PrintingSettings) =>
  settings.rules.length > 0 || settings.otherwise.text !== '' || settings.wristbandPrinter.kind !== 'none';

function usePrintOnce(admissions: readonly Admission[], purpose: PrintPurpose) {
  const [print, setPrint] = useState<Print>({ state: 'idle' });
  const sending = useRef(false);
  const start = async () => {
    if (sending.current) return;
    sending.current = true;
    setPrint({ state: 'printing' });
    try {
      const outcome = await callDesk('printForAdmission', {
        purpose,
        admissionIds: admissions.map((admission) => admission.admissionId),
      });
      setPrint({ state: 'done', ...printOutcomeWords(outcome, admissions.length) });
    } catch (error) {
      setPrint({ state: 'failed', failure: describeFailure(error) });
    } finally {
      sending.current = false;
    }
  };
  return { print, start };
}

function PrintButton({
  admissions,
  purpose,
  auto,
}: {
  admissions: readonly Admission[];
  purpose: PrintPurpose;
  auto: boolean;
}) {
  const { print, start } = usePrintOnce(admissions, purpose);
  const started = useRef(false);
  // Settings say it prints by itself: once, when the check-in is done.
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void start();
  });
  return (
    <div className="print-action" data-testid={`print-${purpose}`}>
      <button
        type="button"
        className="button-quiet"
        disabled={print.state === 'printing'}
        onClick={() => void start()}
      >
        {print.state === 'printing'
          ? admissionPrintText.printing(purpose)
          : print.state === 'done' && !print.printed
            ? admissionPrintText.printAgain
            : admissionPrintText.print(purpose, admissions.length)}
      </button>
      <span
        role="status"
        className={print.state === 'done' && print.printed ? 'print-done' : 'print-problem'}
      >
        {print.state === 'done' ? print.text : ''}
      </span>
      {print.state === 'failed' ? <ErrorPanel failure={print.failure} /> : null}
    </div>
  );
}

export function AdmissionPrint({ admissions }: { admissions: readonly Admission[] }) {
  const printing = usePrinting().data;
  const timeZone = useDeskTimeZone();
  const headingId = useId();
  if (!printing || admissions.length === 0) return null;
  const { settings } = printing;
  const purposes = PURPOSES.filter((purpose) => printerFor(settings, purpose).kind !== 'none');
  if (!bandsInUse(settings) && purposes.length === 0) return null;
  return (
    <section className="admission-print" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        {admissionPrintText.label}
      </h3>
      {bandsInUse(settings) ? (
        <ul className="admission-bands" data-testid="admission-bands">
          {admissions.map((admission) => {
            const band = chooseWristband(settings, admission, timeZone);
            return (
              <li key={admission.admissionId} data-colour={band.colour}>
                <span className={`band-swatch band-${band.colour}`} aria-hidden="true" />
                {admissionPrintText.band(
                  admission.name,
                  wristbandColourText[band.colour],
                  band.text,
                  band.endsAt ? formatClock(band.endsAt, timeZone) : '',
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {purposes.length > 0 ? (
        <div className="print-actions">
          {purposes.map((purpose) => (
            <PrintButton
              key={purpose}
              admissions={admissions}
              purpose={purpose}
              auto={printsBySelf(settings, purpose)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
