/**
 * Private details (contact, address, insurance…) covered until someone at the
 * desk presses "Show" for that section; covering is on screen only.
 */
import { useId, useState } from 'react';
import { maskText } from './mask.ts';
import { waiverText } from './words.ts';

export interface PrivateRow {
  label: string;
  value: string;
}

export function MaskedSection({ title, rows }: { title: string; rows: PrivateRow[] }) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const given = rows.filter((row) => row.value.trim() !== '');
  return (
    <section className="private" aria-labelledby={headingId} data-testid="private-section">
      <div className="private-head">
        <h3 id={headingId}>{title}</h3>
        {given.length > 0 ? (
          <button
            type="button"
            className="button button-outline"
            aria-pressed={shown}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? waiverText.private.hide : waiverText.private.show}
            <span className="visually-hidden">{title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {given.length === 0 ? (
        <p className="private-none">{waiverText.private.notGiven}</p>
      ) : (
        <dl className="private-rows">
          {given.map((row) => (
            <div key={row.label} className="private-row">
              <dt>{row.label}</dt>
              <dd className={shown ? 'private-value' : 'private-value is-masked'} data-masked={!shown}>
                {shown ? row.value : maskText(row.value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
