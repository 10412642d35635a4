/** When, where and on which form the waiver was signed, and where this view of it came from. */
import type { ReactNode } from 'react';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import { formatCalendarDate, formatSignedAt } from './waiver-dates.ts';

const SOURCE_WORDS: Record<WaiverDetail['source'], string> = {
  copy: "From the desk's copy",
  service: 'Fetched from the service just now',
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function WaiverFacts({ detail, timeZone }: { detail: WaiverDetail; timeZone: string }) {
  const { waiver } = detail;
  const expires = waiver.expirationDate ? formatCalendarDate(waiver.expirationDate) : null;
  return (
    <dl className="facts">
      <Fact label="Signed" testId="fact-signed">
        <time dateTime={waiver.createdOn}>{formatSignedAt(waiver.createdOn, timeZone)}</time>
      </Fact>
      <Fact label="Form">{waiver.title || 'Not known'}</Fact>
      <Fact label="Signed at">{waiver.kiosk ? 'The kiosk' : 'Online (their own device)'}</Fact>
      <Fact label="Expires">{waiver.expired ? 'Expired' : (expires ?? 'Does not expire')}</Fact>
      <Fact label="Email verified">{waiver.verified ? 'Yes' : 'Not yet'}</Fact>
      <Fact label="Marketing">{waiver.marketingAllowed ? 'Allowed' : 'Not allowed'}</Fact>
      {waiver.autoTag ? (
        <Fact label="Auto-tag" testId="fact-auto-tag">
          <code>{waiver.autoTag}</code>
        </Fact>
      ) : null}
      <Fact label="Tags">{waiver.tags.length > 0 ? waiver.tags.join(', ') : 'None'}</Fact>
      <Fact label="Source" testId="fact-source">
        {SOURCE_WORDS[detail.source]}
      </Fact>
      <Fact label="Waiver id">
        <code>{waiver.waiverId}</code>
      </Fact>
    </dl>
  );
}
