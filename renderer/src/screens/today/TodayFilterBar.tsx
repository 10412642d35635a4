/**
 * Narrowing a busy day's list at the counter: a name as it is typed, and quick
 * filters (minors, flagged, checked in here) that combine. ↓ from the name moves
 * to the list; Enter there opens the waiver when one person is left. A scanner's
 * burst typed into the name is a scan all the same.
 */
import { type KeyboardEvent, useCallback, useRef } from 'react';
import '../../forms/forms.css';
import { registerScanField } from '../../scanner/scan-fields.ts';
import type { TodayFilter } from './today-rows.ts';
import { todayText } from './words.ts';

const words = todayText.filter;

interface Props {
  filter: TodayFilter;
  onChange: (change: Partial<TodayFilter>) => void;
  /** Moves the focus to the list (its row Tab reaches). */
  onToList: () => void;
  /** Opens the waiver of the only row left; null when not exactly one is. */
  onOpenOnly: (() => void) | null;
}

type QuickFilter = 'minors' | 'flagged' | 'admittedHere';

const quickFilters = (): readonly { key: QuickFilter; label: string; hint?: string }[] => [
  { key: 'minors', label: words.minors },
  { key: 'flagged', label: words.flagged },
  { key: 'admittedHere', label: words.admittedHere, hint: words.admittedHereHint },
];

export function TodayFilterBar({ filter, onChange, onToList, onOpenOnly }: Props) {
  const change = useRef(onChange);
  change.current = onChange;
  // A customer's card scanned while the person was filtering is a scan, not a name.
  const takesScans = useCallback(
    (input: HTMLInputElement | null) =>
      input
        ? registerScanField(input, {
            takeBack: (typed) => {
              if (typed && input.value.endsWith(typed)) {
                change.current({ text: input.value.slice(0, -typed.length) });
              }
            },
            giveBack: (held) => change.current({ text: input.value + held }),
          })
        : undefined,
    [],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onToList();
    } else if (event.key === 'Enter' && onOpenOnly) {
      event.preventDefault();
      onOpenOnly();
    } else if (event.key === 'Escape' && filter.text !== '') {
      event.preventDefault();
      onChange({ text: '' });
    }
  };
  return (
    <div className="today-filters">
      <input
        ref={takesScans}
        type="search"
        className="today-filter-name"
        aria-label={words.label}
        placeholder={words.placeholder}
        value={filter.text}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ text: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <fieldset className="today-quick">
        <legend className="visually-hidden">{words.quickLabel}</legend>
        {quickFilters().map(({ key, label, hint }) => (
          <button
            key={key}
            type="button"
            className="button-quiet today-quick-filter"
            aria-pressed={filter[key]}
            title={hint}
            onClick={() => onChange({ [key]: !filter[key] })}
          >
            {label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
