/**
 * Which catalog messages word a status alert, and with what values: one mapping for
 * the page's toasts and the main process's desktop notifications, each formatting the
 * messages with its own `say` in the language in use (a side whose catalog lacks one
 * of these ids does not compile). Times are said in the desk's time zone, in that
 * language's locale.
 */
import type { StatusAlert } from '../ipc/events.ts';
import { zonedFormatter } from '../time/zoned-format.ts';

export interface AlertMessage<Id extends string = string> {
  readonly id: Id;
  readonly values: Readonly<Record<string, string | number>>;
}

type AlertMessageId =
  | 'status.alert.normal.title'
  | 'status.alert.normal.body'
  | 'status.alert.problem.title'
  | 'status.alert.problem.body'
  | 'status.alert.problem.bodyUnnamed'
  | 'status.alert.maintenance.title'
  | 'status.alert.maintenance.body'
  | 'status.alert.maintenance.bodyUntil'
  | 'status.alert.maintenance.bodyUnnamed'
  | 'status.alert.soon.title'
  | 'status.alert.soon.body'
  | 'status.alert.soon.bodyUnnamed';

const said = (id: AlertMessageId, values: AlertMessage['values'] = {}): AlertMessage<AlertMessageId> => ({
  id,
  values,
});

/** The alert's title and body as messages; `clock` says an instant in a zone. */
function statusAlertMessages(
  alert: Omit<StatusAlert, 'sessionId'>,
  clock: (iso: string, timeZone: string) => string,
): { title: AlertMessage<AlertMessageId>; body: AlertMessage<AlertMessageId> } {
  const { subject, more } = alert;
  switch (alert.news) {
    case 'back-to-normal':
      return { title: said('status.alert.normal.title'), body: said('status.alert.normal.body') };
    case 'problem':
      return {
        title: said('status.alert.problem.title'),
        body:
          subject === null
            ? said('status.alert.problem.bodyUnnamed')
            : said('status.alert.problem.body', { subject, more }),
      };
    case 'maintenance':
      return {
        title: said('status.alert.maintenance.title'),
        body:
          subject === null
            ? said('status.alert.maintenance.bodyUnnamed')
            : alert.at === null
              ? said('status.alert.maintenance.body', { subject, more })
              : said('status.alert.maintenance.bodyUntil', {
                  subject,
                  more,
                  until: clock(alert.at, alert.timeZone),
                }),
      };
    case 'maintenance-soon': {
      const time = alert.at === null ? '' : clock(alert.at, alert.timeZone);
      const minutes = alert.minutes ?? 1;
      return {
        title: said('status.alert.soon.title'),
        body:
          subject === null
            ? said('status.alert.soon.bodyUnnamed', { time, minutes })
            : said('status.alert.soon.body', { subject, time, minutes }),
      };
    }
  }
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** An instant's clock time in `locale` (undefined: the computer's); a zone Intl does not know says UTC's time. */
function alertClock(locale?: string): (iso: string, timeZone: string) => string {
  return (iso, timeZone) => {
    const instant = new Date(iso);
    try {
      return zonedFormatter(timeZone, CLOCK, locale).format(instant);
    } catch {
      return zonedFormatter('UTC', CLOCK, locale).format(instant);
    }
  };
}

/** A catalog's formatter, as each side has one (the page's `message`, main's `say`). */
export type SayMessage = (id: AlertMessageId, values?: AlertMessage['values']) => string;

/** The alert's title and body in the language `say` speaks, times in `locale`. */
export function statusAlertWords(
  alert: Omit<StatusAlert, 'sessionId'>,
  say: SayMessage,
  locale?: string,
): { title: string; body: string } {
  const { title, body } = statusAlertMessages(alert, alertClock(locale));
  return { title: say(title.id, title.values), body: say(body.id, body.values) };
}
