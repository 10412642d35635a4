/**
 * "Check in" on a waiver: the people it covers are ticked (everyone the desk's rule
 * admits), and one press records their admission at this desk. The service's API
 * cannot record check-ins, and the panel says so: these are the desk's own. Someone
 * already checked in today is asked about before anything is recorded. After a scan
 * that passed, the button has the focus, so Enter checks them in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { participantStanding, personName } from '../../../../shared/desk/verdict.ts';
import type { Admission } from '../../../../shared/ipc/admissions.ts';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import { useDeskSettings } from '../../account/account-queries.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { formatClock } from '../../format/time.ts';
import { paths } from '../../paths.ts';
import { AdmissionPrint } from '../../printing/AdmissionPrint.tsx';
import { checkInText, waiverText } from './words.ts';

type Step =
  | { step: 'choosing' }
  | { step: 'sending' }
  | { step: 'already'; earlier: Admission[] }
  | { step: 'done'; admissions: Admission[] }
  | { step: 'failed'; failure: Failure };

const names = (people: readonly { name: string }[]): string =>
  new Intl.ListFormat(undefined, { type: 'conjunction' }).format(
    people.map((person) => person.name || waiverText.person.noName),
  );

/** Every view that counts admissions reads them again: Checked in here, and Today (which lists them too). */
const ADMISSIONS_KEY_PARTS: readonly unknown[] = ['listAdmissions', 'listTodayCheckins'];

interface Props {
  detail: WaiverDetail;
  /** A scan that passed opened this waiver: the button takes the focus. */
  passScan: boolean;
}

export function CheckInPanel({ detail, passScan }: Props) {
  const { waiver } = detail;
  const preferences = useDeskSettings().data?.preferences;
  const marked = preferences?.deskTags ?? [];
  const deskName = preferences?.deskName ?? '';
  const timeZone = useDeskTimeZone();
  const queryClient = useQueryClient();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const sending = useRef(false);
  const standings = waiver.participants.map((_, position) =>
    participantStanding(waiver, position, { marked }),
  );
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(standings.flatMap((standing, position) => (standing.admit ? [position] : []))),
  );
  const [current, setCurrent] = useState<Step>({ step: 'choosing' });

  useEffect(() => {
    if (passScan) button.current?.focus();
  }, [passScan]);

  const toggle = (position: number, on: boolean) => {
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(position);
      else next.delete(position);
      return next;
    });
    setCurrent({ step: 'choosing' });
  };

  const checkIn = async (again: boolean) => {
    if (sending.current || chosen.size === 0) return;
    sending.current = true;
    setCurrent({ step: 'sending' });
    try {
      const positions = [...chosen].sort((a, b) => a - b);
      const result = await callDesk('checkIn', { waiverId: waiver.waiverId, positions, again });
      if (result.status === 'already') {
        // Said in the order of the waiver, whoever was checked in first.
        const earlier = [...result.earlier].sort((a, b) => a.position - b.position);
        setCurrent({ step: 'already', earlier });
      } else {
        setCurrent({ step: 'done', admissions: result.admissions });
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey.some((part) => ADMISSIONS_KEY_PARTS.includes(part)),
        });
      }
    } catch (error) {
      setCurrent({ step: 'failed', failure: describeFailure(error) });
    } finally {
      sending.current = false;
    }
  };

  const busy = current.step === 'sending';
  const first = current.step === 'already' ? current.earlier[0] : undefined;
  const recorded = current.step === 'done' ? current.admissions : [];

  return (
    <section className="checkin-panel" aria-labelledby={headingId} data-testid="check-in">
      <h2 id={headingId}>{checkInText.heading}</h2>
      {waiver.participants.length === 0 ? (
        <p className="muted">{checkInText.noOne}</p>
      ) : (
        <fieldset className="checkin-people" disabled={busy}>
          <legend className="visually-hidden">{checkInText.whoLabel}</legend>
          {waiver.participants.map((participant, position) => (
            // Participants carry no id; their order on a signed waiver never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: the place on the waiver is the person's id
            <label key={position} className="checkin-person">
              <input
                type="checkbox"
                name="checkin-person"
                value={position}
                checked={chosen.has(position)}
                onChange={(event) => toggle(position, event.currentTarget.checked)}
              />
              {personName(participant) || waiverText.person.noName}
              {standings[position]?.admit ? null : (
                <span className="checkin-not-covered">{checkInText.notAdmitted}</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      <p className="checkin-own">
        {checkInText.deskOwn(deskName)} <Link to={paths.admissions}>{checkInText.seeDay}</Link>
      </p>
      {current.step === 'already' && first ? (
        <div className="checkin-confirm" role="alert">
          <p>
            {checkInText.already(
              names(current.earlier),
              formatClock(first.admittedAt, timeZone),
              first.deskName,
            )}
          </p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => void checkIn(true)}>
              {checkInText.again}
            </button>
            <button type="button" className="button-quiet" onClick={() => setCurrent({ step: 'choosing' })}>
              {checkInText.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="form-actions checkin-actions">
          <button
            ref={button}
            type="button"
            className="button checkin-button"
            disabled={busy || chosen.size === 0}
            onClick={() => void checkIn(false)}
            data-testid="check-in-button"
          >
            {busy ? checkInText.checking : checkInText.button(chosen.size)}
          </button>
          {passScan && current.step === 'choosing' ? (
            <span className="checkin-hint">{checkInText.enterHint}</span>
          ) : null}
          {chosen.size === 0 && waiver.participants.length > 0 ? (
            <span className="checkin-hint">{checkInText.chooseSomeone}</span>
          ) : null}
        </div>
      )}
      {recorded[0] ? (
        <p className="checkin-done" role="status" data-testid="check-in-done">
          {checkInText.done(names(recorded), formatClock(recorded[0].admittedAt, timeZone))}
        </p>
      ) : null}
      {/* Their wristbands and labels: one set per check-in (a new one prints by itself again). */}
      {recorded[0] ? <AdmissionPrint key={recorded[0].admissionId} admissions={recorded} /> : null}
      {current.step === 'failed' ? <ErrorPanel failure={current.failure} /> : null}
    </section>
  );
}
