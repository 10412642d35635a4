/**
 * Wristbands and labels: Settings' printers and rules (a manager's), this
 * computer's printers, a test print, and printing for people just admitted. The
 * admissions are read back from the desk's copy by their ids, so what is printed
 * is what was recorded, and the band is chosen by the same rule the page shows.
 */

import type { Admission } from '../../../shared/ipc/admissions.ts';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type {
  PrintedBand,
  PrinterKind,
  PrintOutcome,
  PrintProblem,
  PrintPurpose,
} from '../../../shared/printing/printing.ts';
import { chooseWristband } from '../../../shared/printing/wristband.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { copyAdmissionStore } from '../admissions/admission-store.ts';
import type { DeskServices } from '../desk-services.ts';
import { printCard, testCard } from '../printing/print-card.ts';
import { deskDay } from './admissions.ts';

const DAY_MS = 86_400_000;

/**
 * The admissions of `ids` in the desk's copy, in the order asked. Today's and
 * yesterday's are read: a band printed just after midnight is for last night's visit.
 */
async function admissionsByIds(
  session: AccountSession,
  ids: readonly string[],
  now: Date,
  timeZone: string,
): Promise<Admission[]> {
  if (!session.copy) return [];
  const store = copyAdmissionStore(session.copy.cache);
  const days = [deskDay(now, timeZone), deskDay(new Date(now.getTime() - DAY_MS), timeZone)];
  const byId = new Map<string, Admission>();
  for (const day of days)
    for (const admission of await store.listDay(day)) byId.set(admission.admissionId, admission);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type PrintingCalls = 'getPrinting' | 'savePrinting' | 'listPrinters' | 'testPrint' | 'printForAdmission';

export const printingHandlers = (desk: DeskServices): Pick<DeskHandlers, PrintingCalls> => {
  const outcome = async (
    purpose: PrintPurpose,
    printer: PrinterKind,
    people: PrintedBand[],
    print: () => Promise<PrintProblem | null>,
  ): Promise<PrintOutcome> => {
    const problem = await print();
    return problem ? { status: 'failed', purpose, problem } : { status: 'printed', purpose, printer, people };
  };

  return {
    getPrinting: async () => desk.printing.view(),
    savePrinting: async (settings) => desk.printing.save(settings),
    listPrinters: () => desk.printing.listPrinters(),

    testPrint: async ({ purpose, printer }, context) => {
      const settings = desk.printing.settings();
      const words = await desk.printing.words();
      const card = testCard(settings, desk.now(), desk.info().timeZone, desk.accounts.desk().deskName, words);
      return outcome(purpose, printer.kind, [], () =>
        desk.printing.print(purpose, printer, [card], context.signal),
      );
    },

    printForAdmission: async ({ purpose, admissionIds }, context) => {
      const session = await desk.session();
      const timeZone = desk.info().timeZone;
      const admissions = await admissionsByIds(session, admissionIds, desk.now(), timeZone);
      if (admissions.length === 0) return { status: 'failed', purpose, problem: { kind: 'not-found' } };
      const settings = desk.printing.settings();
      const printer = purpose === 'wristband' ? settings.wristbandPrinter : settings.labelPrinter;
      const chosen = admissions.map((admission) => ({
        admission,
        band: chooseWristband(settings, admission, timeZone),
      }));
      const words = await desk.printing.words();
      const cards = chosen.map(({ admission, band }) => printCard(admission, band, timeZone, words));
      const people = chosen.map(({ admission, band }) => ({
        name: admission.name,
        colour: band.colour,
        text: band.text,
      }));
      return outcome(purpose, printer.kind, people, () =>
        desk.printing.print(purpose, printer, cards, context.signal),
      );
    },
  };
};
