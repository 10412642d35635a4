/**
 * A returning customer's other waivers (the same auto-tag), one key away: "2 older
 * waivers" opens the list (O from anywhere on the page but a field), each with when
 * it was signed, its form and how its person stands; Enter opens one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { signedAtMs } from '../../../../shared/desk/best-waiver.ts';
import { verdictAt } from '../../../../shared/desk/verdict.ts';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import { formatSignedDay } from '../../format/waiver-dates.ts';
import { isTextEntry } from '../../lookup/text-entry.ts';
import { type WaiverVisit, waiverPath } from '../../navigation/waiver-path.ts';
import { PersonVerdictMark } from '../../verdict/PersonVerdict.tsx';
import { waiverText } from './words.ts';

const words = waiverText.sameTag;

/** O, without a modifier, outside a field. */
const isOpenKey = (event: KeyboardEvent): boolean =>
  event.key.toLowerCase() === words.key.toLowerCase() &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.defaultPrevented &&
  !isTextEntry(event.target);

export function SameTagWaivers({ detail, timeZone }: { detail: WaiverDetail; timeZone: string }) {
  const { waiver, sameTag } = detail;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (sameTag.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpenKey(event)) return;
      event.preventDefault();
      setOpen(true);
      // Once the list is there, its first waiver has the focus: Enter opens it.
      setTimeout(() => list.current?.querySelector('a')?.focus(), 0);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sameTag.length]);

  if (sameTag.length === 0) return null;
  const signedAt = signedAtMs(waiver.createdOn);
  const allOlder = sameTag.every((other) => signedAtMs(other.createdOn) <= signedAt);
  return (
    <div className="same-tag" data-testid="same-tag">
      <button
        type="button"
        className="button-quiet same-tag-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-keyshortcuts={words.key}
        onClick={() => setOpen((now) => !now)}
      >
        {allOlder ? words.older(sameTag.length) : words.other(sameTag.length)}
        <span className="same-tag-key" aria-hidden="true">
          {words.key}
        </span>
      </button>
      {open ? (
        <ul id={listId} ref={list} className="same-tag-list" aria-label={words.listLabel(waiver.autoTag)}>
          {sameTag.map((other) => {
            const visit: WaiverVisit = { person: other.position, scan: null };
            return (
              <li key={other.waiverId} className="same-tag-row">
                <Link to={waiverPath(other.waiverId)} state={visit} data-waiver-id={other.waiverId}>
                  {words.row(formatSignedDay(other.createdOn, timeZone), other.title)}
                </Link>
                <PersonVerdictMark verdict={verdictAt(other.verdict, other.position)} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
