/**
 * "Check in" on a waiver, a group at a time: everyone on it is listed with the desk's
 * verdict on them. Those who pass are ticked; anyone who needs a look (or must not go
 * in on this waiver) goes in only once they are ticked on their own, which is the
 * confirmation that someone looked; anyone can be left out by unticking them. One
 * press records the admission of those ticked at this desk, each with their verdict.
 * The service's API cannot record check-ins, and the panel says so: these are the
 * desk's own. Someone already checked in today is asked about before anything is
 * recorded. After a scan, the button has the focus (the first person to look at has
 * it when no one passes), so Enter checks in those who pass.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ManagerNeed } from '../../../../shared/desk/counter-rules.ts';
import { wouldBeOver } from '../../../../shared/desk/headcount.ts';
import {
  isAlreadyIn,
  needsConfirmation,
  type PersonVerdict,
  personName,
  verdictAt,
} from '../../../../shared/desk/verdict.ts';
import type { Admission, CheckInRequest, CheckInResult } from '../../../../shared/ipc/admissions.ts';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import type { PinAttempt } from '../../../../shared/ipc/manager-lock.ts';
import { useDeskSettings } from '../../account/account-queries.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { useCheckInPanelOpen } from '../../desk/desk-activity.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { changeToday } from '../../desk/today-patch.ts';
import { formatList } from '../../format/lists.ts';
import { formatCount } from '../../format/numbers.ts';
import { formatClock } from '../../format/time.ts';
import { useHeadcount } from '../../headcount/Headcount.tsx';
import { ManagerPinAsk } from '../../manager/ManagerPinAsk.tsx';
import type { ScanVisit } from '../../navigation/waiver-path.ts';
import { paths } from '../../paths.ts';
import { AdmissionPrint } from '../../printing/AdmissionPrint.tsx';
import { PersonVerdictMark } from '../../verdict/PersonVerdict.tsx';
import { verdictLines } from '../../verdict/verdict-words.ts';
import { UndoCheckIn } from '../admissions/AdmissionActions.tsx';
import { checkInText, waiverText } from './words.ts';

type Step =
  | { step: 'choosing' }
  | { step: 'sending' }
  | { step: 'already'; earlier: Admission[] }
  /** The room is at capacity: asked before anyone goes in. */
  | { step: 'full'; inNow: number; capacity: number; again: boolean }
  /** Someone chosen is refused by the waiver: the manager's PIN lets them in. */
  | {
      step: 'manager';
      need: ManagerNeed;
      deskName: string;
      again: boolean;
      refused: Exclude<PinAttempt, { status: 'ok' }> | null;
    }
  | { step: 'done'; admissions: Admission[] }
  | { step: 'failed'; failure: Failure };

const names = (people: readonly { name: string }[]): string =>
  formatList(people.map((person) => person.name || waiverText.person.noName));

/** The views that count admissions read them again: Checked in here and the headcount (Today adds them: today-patch.ts). */
const ADMISSIONS_KEY_PARTS: readonly unknown[] = ['listAdmissions', 'getHeadcount'];

/** A refusal because a verdict changed under the page: the waiver is read again, with its verdicts. */
const isStaleVerdict = (error: unknown): boolean =>
  error instanceof DeskError && error.reason?.kind === 'check_in_needs_look';

/**
 * What the panel's choices rest on: when a verdict changes (the waiver read again), the
 * panel starts afresh, so a tick given to someone who passed never confirms a look.
 */
export const checkInKey = (detail: WaiverDetail): string =>
  detail.verdict.people.map((person) => person.tone).join();

interface Props {
  detail: WaiverDetail;
  /** The scan that opened this waiver, if one did: the panel says so and takes the focus. */
  scan: ScanVisit | null;
}

interface Person {
  position: number;
  name: string;
  verdict: PersonVerdict;
}

function PersonRow({
  person,
  chosen,
  onToggle,
  boxRef,
}: {
  person: Person;
  chosen: boolean;
  onToggle: (on: boolean) => void;
  boxRef?: Ref<HTMLInputElement> | undefined;
}) {
  const linesId = useId();
  const look = needsConfirmation(person.verdict);
  const lines = look ? verdictLines(person.verdict) : [];
  return (
    <li
      className={`checkin-person checkin-person-${person.verdict.tone}`}
      data-testid="check-in-person"
      data-position={person.position}
    >
      <label className="checkin-person-choice">
        <input
          ref={boxRef}
          type="checkbox"
          name="checkin-person"
          value={person.position}
          checked={chosen}
          aria-describedby={lines.length > 0 ? linesId : undefined}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <span className="checkin-person-name">{person.name || waiverText.person.noName}</span>
      </label>
      <PersonVerdictMark verdict={person.verdict} />
      {look ? (
        <span className="checkin-look" data-testid="check-in-look">
          {chosen ? checkInText.lookConfirmed : checkInText.lookFirst}
        </span>
      ) : null}
      {lines.length > 0 ? (
        <ul id={linesId} className="checkin-person-lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A question before anyone goes in (already in today, the venue full): go ahead, or back to choosing. */
function AskFirst(props: {
  question: string;
  yes: string;
  onYes: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <div className="checkin-confirm" role="alert" data-testid={props.testId}>
      <p>{props.question}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onYes}>
          {props.yes}
        </button>
        <button type="button" className="button-quiet" onClick={props.onCancel}>
          {checkInText.cancel}
        </button>
      </div>
    </div>
  );
}

/** The request for those ticked: who, whose look a tick confirms, and whether any go in again. */
function checkInRequest(
  waiverId: string,
  people: readonly Person[],
  chosen: ReadonlySet<number>,
  again: boolean,
  pin: string | undefined,
): CheckInRequest {
  const ticked = people.filter((person) => chosen.has(person.position));
  return {
    waiverId,
    positions: ticked.map((person) => person.position).sort((a, b) => a - b),
    // Ticking someone who needs a look is the confirmation that someone looked.
    confirmed: ticked.filter((person) => needsConfirmation(person.verdict)).map((person) => person.position),
    // Ticking someone the page reads as already in is checking them in again.
    again: again || ticked.some((person) => isAlreadyIn(person.verdict)),
    ...(pin === undefined ? {} : { pin }),
  };
}

/** Where the panel goes with the desk's answer; `asked` is the manager's question it answered, if any. */
function stepAfter(
  result: CheckInResult,
  asked: Extract<Step, { step: 'manager' }> | null,
  again: boolean,
): Step {
  switch (result.status) {
    case 'needsManager':
      return { step: 'manager', need: result.need, deskName: result.deskName, again, refused: null };
    case 'pinRefused':
      return {
        step: 'manager',
        need: asked?.need ?? 'refusal',
        deskName: asked?.deskName ?? '',
        again,
        refused: result.attempt,
      };
    case 'already':
      // Said in the order of the waiver, whoever was checked in first.
      return { step: 'already', earlier: [...result.earlier].sort((a, b) => a.position - b.position) };
    case 'recorded':
      return { step: 'done', admissions: result.admissions };
  }
}

export function CheckInPanel({ detail, scan }: Props) {
  const { waiver, verdict } = detail;
  const deskName = useDeskSettings().data?.preferences.deskName ?? '';
  const timeZone = useDeskTimeZone();
  const queryClient = useQueryClient();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const firstLook = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const people: Person[] = waiver.participants.map((participant, position) => ({
    position,
    name: personName(participant),
    verdict: verdictAt(verdict, position),
  }));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(people.flatMap((person) => (needsConfirmation(person.verdict) ? [] : [person.position]))),
  );
  const [current, setCurrent] = useState<Step>({ step: 'choosing' });
  const headcount = useHeadcount();
  const firstToLookAt = people.find((person) => needsConfirmation(person.verdict))?.position;
  const anyoneChosen = chosen.size > 0;
  // No update installs while someone is being checked in: until their check-in is done, or the panel goes.
  useCheckInPanelOpen(current.step !== 'done');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when a scan opened the waiver
  useEffect(() => {
    if (!scan) return;
    if (anyoneChosen) button.current?.focus();
    else firstLook.current?.focus();
  }, [scan]);

  const toggle = (position: number, on: boolean) => {
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(position);
      else next.delete(position);
      return next;
    });
    setCurrent({ step: 'choosing' });
  };

  const checkIn = async (again: boolean, overCapacity = false, pin?: string) => {
    if (sending.current || chosen.size === 0) return;
    const asked = current.step === 'manager' ? current : null;
    const room = headcount.data;
    if (!overCapacity && room && wouldBeOver(room.inNow, room.capacity, chosen.size)) {
      setCurrent({ step: 'full', inNow: room.inNow, capacity: room.capacity, again });
      return;
    }
    sending.current = true;
    setCurrent({ step: 'sending' });
    try {
      const result = await callDesk('checkIn', checkInRequest(waiver.waiverId, people, chosen, again, pin));
      setCurrent(stepAfter(result, asked, again));
      if (result.status === 'recorded') {
        changeToday(queryClient, {
          kind: 'admitted',
          admissions: result.admissions,
          verdicts: result.verdicts,
        });
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey.some((part) => ADMISSIONS_KEY_PARTS.includes(part)),
        });
      }
    } catch (error) {
      setCurrent({ step: 'failed', failure: describeFailure(error) });
      if (isStaleVerdict(error)) {
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey.includes('getWaiverDetail'),
        });
      }
    } finally {
      sending.current = false;
    }
  };

  const busy = current.step === 'sending';
  const first = current.step === 'already' ? current.earlier[0] : undefined;
  const recorded = current.step === 'done' ? current.admissions : [];
  const leftToLook = people.filter(
    (person) => needsConfirmation(person.verdict) && !chosen.has(person.position),
  ).length;

  return (
    <section
      className="checkin-panel"
      aria-labelledby={headingId}
      data-testid="check-in"
      data-scanned={scan ? scan.tag : undefined}
    >
      <h2 id={headingId}>{scan ? checkInText.scannedHeading(scan.tag) : checkInText.heading}</h2>
      {people.length === 0 ? (
        <p className="muted">{checkInText.noOne}</p>
      ) : (
        <fieldset className="checkin-people" disabled={busy}>
          <legend className="visually-hidden">{checkInText.whoLabel}</legend>
          <ul className="checkin-people-list">
            {people.map((person) => (
              <PersonRow
                // Participants carry no id; their order on a signed waiver never changes.
                key={person.position}
                person={person}
                chosen={chosen.has(person.position)}
                onToggle={(on) => toggle(person.position, on)}
                boxRef={person.position === firstToLookAt ? firstLook : undefined}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <p className="checkin-own">
        {checkInText.deskOwn(deskName)} <Link to={paths.admissions}>{checkInText.seeDay}</Link>
      </p>
      {current.step === 'manager' ? (
        <ManagerPinAsk
          need={current.need}
          deskName={current.deskName}
          refused={current.refused}
          busy={busy}
          onPin={(pin) => void checkIn(current.again, true, pin)}
          onCancel={() => setCurrent({ step: 'choosing' })}
        />
      ) : current.step === 'full' ? (
        <AskFirst
          testId="check-in-full"
          question={checkInText.full(formatCount(current.inNow), formatCount(current.capacity))}
          yes={checkInText.anyway}
          onYes={() => void checkIn(current.again, true)}
          onCancel={() => setCurrent({ step: 'choosing' })}
        />
      ) : current.step === 'already' && first ? (
        <AskFirst
          question={checkInText.already(
            names(current.earlier),
            formatClock(first.admittedAt, timeZone),
            first.deskName,
          )}
          yes={checkInText.again}
          onYes={() => void checkIn(true)}
          onCancel={() => setCurrent({ step: 'choosing' })}
        />
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
          {scan && anyoneChosen && current.step === 'choosing' ? (
            <span className="checkin-hint">{checkInText.enterHint}</span>
          ) : null}
          {leftToLook > 0 ? (
            <span className="checkin-hint" data-testid="check-in-left-out">
              {checkInText.leftToLook(leftToLook)}
            </span>
          ) : null}
          {chosen.size === 0 && people.length > 0 ? (
            <span className="checkin-hint">{checkInText.chooseSomeone}</span>
          ) : null}
        </div>
      )}
      {recorded[0] ? (
        <p className="checkin-done" role="status" data-testid="check-in-done">
          {checkInText.done(names(recorded), formatClock(recorded[0].admittedAt, timeZone))}
        </p>
      ) : null}
      {recorded[0] ? <UndoCheckIn key={recorded[0].admissionId} admissions={recorded} /> : null}
      {/* Their wristbands and labels: one set per check-in (a new one prints by itself again). */}
      {recorded[0] ? <AdmissionPrint key={recorded[0].admissionId} admissions={recorded} /> : null}
      {current.step === 'failed' ? <ErrorPanel failure={current.failure} /> : null}
    </section>
  );
}
