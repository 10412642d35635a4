/**
 * When, where and on which form the waiver was signed, and where this view of it came
 * from. The service's id of the waiver is no word for the counter: the web console
 * link carries it for a manager.
 */
import type { ReactNode } from 'react';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import { formatCalendarDate, formatSignedAt } from '../../format/waiver-dates.ts';
import { waiverText } from './words.ts';

const SOURCE_WORDS: Record<WaiverDetail['source'], string> = waiverText.facts.sourceOf;
const words = waiverText.facts;

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
      <Fact label={words.signed} testId="fact-signed">
        <time dateTime={waiver.createdOn}>{formatSignedAt(waiver.createdOn, timeZone)}</time>
      </Fact>
      <Fact label={words.form}>{waiver.title || words.formNotKnown}</Fact>
      <Fact label={words.signedAt}>{waiver.kiosk ? words.atKiosk : words.online}</Fact>
      <Fact label={words.expires}>{waiver.expired ? words.expired : (expires ?? words.doesNotExpire)}</Fact>
      <Fact label={words.emailVerified}>{waiver.verified ? words.yes : words.notYet}</Fact>
      <Fact label={words.marketing}>{waiver.marketingAllowed ? words.allowed : words.notAllowed}</Fact>
      {waiver.autoTag ? (
        <Fact label={words.autoTag} testId="fact-auto-tag">
          <code>{waiver.autoTag}</code>
        </Fact>
      ) : null}
      <Fact label={words.tags}>{waiver.tags.length > 0 ? waiver.tags.join(', ') : words.noTags}</Fact>
      <Fact label={words.source} testId="fact-source">
        {SOURCE_WORDS[detail.source]}
      </Fact>
    </dl>
  );
}
