/**
 * Today's check-ins: a busy day holds ten thousand, so past a few screens' worth
 * only the rows in view (and a few either side) are in the page, in a scrolling
 * region of their own. It stays a table to a screen reader: the table says how
 * many rows it has (aria-rowcount) and each row its place (aria-rowindex). The
 * rows are one stop for Tab; ↑/↓, Page Up/Down, Home and End move between them
 * (scrolling as they go) and Enter opens the focused row's waiver.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { RecordBoundary } from '../../failures/RecordBoundary.tsx';
import { failureText } from '../../failures/words.ts';
import { CheckinRow } from './CheckinRow.tsx';
import type { TodayRow } from './today-rows.ts';
import { todayText } from './words.ts';

/** Up to this many rows are all in the page: virtualizing a short list buys nothing. */
export const RENDER_ALL_UP_TO = 150;
/** A row's height before it is measured (one line of text with its padding). */
const ROW_ESTIMATE_PX = 41;
const OVERSCAN = 12;
/** Rows a Page Up/Down moves. */
const PAGE_ROWS = 15;

function UnreadableRow({ index }: { index: number }) {
  return (
    <tr className="unreadable" aria-rowindex={index + 2}>
      <td colSpan={4}>{failureText.checkinRow}</td>
    </tr>
  );
}

/** Stands for the rows out of view, so the scroll bar keeps the whole day's length; not part of the table. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row takes no focus (no tabIndex); it is no row of the day
    <tr className="checkins-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={4} />
    </tr>
  );
}

/** The row a key moves to from `index`; null for a key that does not move. */
function targetOf(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'PageDown':
      return Math.min(last, index + PAGE_ROWS);
    case 'PageUp':
      return Math.max(0, index - PAGE_ROWS);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Today's rows as given (merged, filtered): the table draws them, it does not choose them. */
export function CheckinTable({ rows, timeZone }: { rows: readonly TodayRow[]; timeZone: string }) {
  const count = rows.length;
  const virtual = count > RENDER_ALL_UP_TO;
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
  });
  // The row that Tab lands on, and the one the keyboard just moved to (focused once it is in the page).
  const [current, setCurrent] = useState(0);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const currentIndex = Math.min(current, Math.max(0, count - 1));

  const shown = virtual
    ? virtualizer.getVirtualItems().map((item) => item.index)
    : rows.map((_row, index) => index);
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const before = items[0]?.start ?? 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  useEffect(() => {
    if (moveTo === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${moveTo}"]`);
    if (!row) return;
    row.focus({ preventScroll: virtual });
    setMoveTo(null);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-index]');
    if (!row || row !== event.target) return;
    const target = targetOf(event.key, Number(row.getAttribute('data-index')), count);
    if (target === null) return;
    event.preventDefault();
    setCurrent(target);
    setMoveTo(target);
    if (virtual) virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  // A row Tab can reach is always in the page: the current one, or the first shown when it scrolled away.
  const tabStop = shown.includes(currentIndex) ? currentIndex : (shown[0] ?? 0);

  return (
    <div className={virtual ? 'checkins-scroll' : undefined} ref={scrollRef} data-testid="checkins-scroll">
      <table className="checkins" aria-label={todayText.table.label} aria-rowcount={count + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{todayText.table.time}</th>
            <th scope="col">{todayText.table.name}</th>
            <th scope="col">
              <span className="visually-hidden">{todayText.table.roles}</span>
            </th>
            <th scope="col">{todayText.table.waiver}</th>
          </tr>
        </thead>
        <tbody ref={bodyRef} onKeyDown={onKeyDown}>
          <Spacer height={before} />
          {shown.map((index) => {
            const row = rows[index];
            if (!row) return null;
            return (
              <RecordBoundary
                key={row.key}
                screen="today"
                recordId={row.waiverId || row.key}
                resetKeys={[row]}
                fallback={<UnreadableRow index={index} />}
              >
                <CheckinRow
                  row={row}
                  timeZone={timeZone}
                  index={index}
                  tabbable={index === tabStop}
                  onFocus={() => setCurrent(index)}
                  measureRef={virtual ? virtualizer.measureElement : undefined}
                />
              </RecordBoundary>
            );
          })}
          <Spacer height={after} />
        </tbody>
      </table>
    </div>
  );
}
