/**
 * The waiver's detail once it is here: the verdict, checking in, the customer's other
 * waivers, then everyone on it (the person looked up first). The PDF viewer loads
 * (with pdf.js) only when asked for.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { verdictAt } from '../../../../shared/desk/verdict.ts';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { todayIn } from '../../format/age.ts';
import { formatSignedAt } from '../../format/waiver-dates.ts';
import { visitOf } from '../../navigation/waiver-path.ts';
import { CheckInPanel, checkInKey } from './CheckInPanel.tsx';
import { CustomAnswers } from './CustomAnswers.tsx';
import { FlagList } from './FlagList.tsx';
import { GuardianCard, ParticipantCard } from './PersonCard.tsx';
import { PrivateDetails } from './PrivateDetails.tsx';
import { pdfFileName } from './pdf-file-name.ts';
import { fullName } from './people.ts';
import { SameTagWaivers } from './SameTagWaivers.tsx';
import { VerdictPanel } from './VerdictPanel.tsx';
import { WaiverFacts } from './WaiverFacts.tsx';
import { WaiverPhotos } from './WaiverPhotos.tsx';
import { waiverText } from './words.ts';

const PdfViewer = lazy(() =>
  import('../../pdf/PdfViewer.tsx').then((module) => ({ default: module.PdfViewer })),
);

const detailWords = waiverText.detail;
const { sections } = detailWords;

/** Only a web address may leave the app (the desk's settings insist on https). */
const isWebLink = (url: string): boolean => /^https:\/\//i.test(url);

/** "Noah Roberts and 3 others, guardian Ana Roberts": the person looked up first, and who else is counted. */
function headlineOf(detail: WaiverDetail, person: number | null): string {
  const { waiver } = detail;
  const lead =
    (person !== null && person >= 0 ? waiver.participants[person] : undefined) ?? waiver.participants[0];
  const first = fullName(lead ?? waiver) || fullName(waiver) || waiverText.person.noName;
  const others = Math.max(0, waiver.participants.length - 1);
  const guardian = waiver.guardian ? fullName(waiver.guardian) || waiverText.person.noName : null;
  return waiverText.detail.headline(first, others, guardian);
}

/** The participants' places on the waiver, the one looked up first. */
function peopleOrder(count: number, person: number | null): number[] {
  const order = Array.from({ length: count }, (_, position) => position);
  if (person === null || person < 0 || person >= count) return order;
  return [person, ...order.filter((position) => position !== person)];
}

export function WaiverDetailView({ detail }: { detail: WaiverDetail }) {
  const timeZone = useDeskTimeZone();
  const [pdfOpen, setPdfOpen] = useState(false);
  const visit = visitOf(useLocation().state);
  const { waiver, fieldLabels } = detail;
  const today = todayIn(timeZone);
  const headline = headlineOf(detail, visit.person);
  const guardianCard = waiver.guardian ? (
    <GuardianCard
      guardian={waiver.guardian}
      verdict={detail.verdict.guardian}
      today={today}
      lookedUp={visit.person === -1}
    />
  ) : null;

  return (
    <div className="waiver">
      <div className="screen-head">
        <div>
          <h1 id="waiver-title">{headline}</h1>
          <p className="subtitle">
            {detailWords.subtitle(waiver.title, formatSignedAt(waiver.createdOn, timeZone))}
          </p>
        </div>
        <div className="actions waiver-actions">
          <button type="button" className="button" onClick={() => setPdfOpen(true)}>
            {detailWords.openPdf}
          </button>
          {isWebLink(detail.consoleUrl) ? (
            <a
              className="button button-outline"
              href={detail.consoleUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {detailWords.openConsole}
              <span className="visually-hidden">{detailWords.opensBrowser}</span>
            </a>
          ) : null}
        </div>
      </div>

      <VerdictPanel verdict={detail.verdict} />
      <SameTagWaivers detail={detail} timeZone={timeZone} />
      <CheckInPanel key={checkInKey(detail)} detail={detail} scan={visit.scan} />

      <section className="waiver-section" aria-labelledby="people-title">
        <h2 id="people-title">{sections.people}</h2>
        <div className="people">
          {visit.person === -1 ? guardianCard : null}
          {peopleOrder(waiver.participants.length, visit.person).map((position) => {
            const participant = waiver.participants[position];
            return participant ? (
              <ParticipantCard
                // Participants carry no id; their place on a signed waiver never changes.
                key={position}
                participant={participant}
                verdict={verdictAt(detail.verdict, position)}
                today={today}
                labels={fieldLabels}
                lookedUp={visit.person === position}
              />
            ) : null;
          })}
          {visit.person === -1 ? null : guardianCard}
        </div>
      </section>

      {waiver.flags.length > 0 ? (
        <section className="waiver-section" aria-labelledby="flags-title">
          <h2 id="flags-title">{sections.flags}</h2>
          <FlagList flags={waiver.flags} />
        </section>
      ) : null}

      <section className="waiver-section" aria-labelledby="answers-title">
        <h2 id="answers-title">{sections.answers}</h2>
        <CustomAnswers answers={waiver.customWaiverFields} labels={fieldLabels} />
        {Object.values(waiver.customWaiverFields).every((answer) => !answer.value.trim()) ? (
          <p className="muted">{sections.noAnswers}</p>
        ) : null}
      </section>

      <section className="waiver-section" aria-labelledby="private-title">
        <h2 id="private-title">{sections.private}</h2>
        <p className="muted">{sections.privateNote}</p>
        <PrivateDetails waiver={waiver} />
      </section>

      <section className="waiver-section" aria-labelledby="about-title">
        <h2 id="about-title">{sections.about}</h2>
        <WaiverFacts detail={detail} timeZone={timeZone} />
      </section>

      <section className="waiver-section" aria-labelledby="photos-title">
        <h2 id="photos-title">{sections.photos}</h2>
        <WaiverPhotos waiverId={waiver.waiverId} count={waiver.photos} />
      </section>

      {pdfOpen ? (
        <Suspense
          fallback={
            <p className="loading" aria-busy="true">
              {detailWords.openingPdfViewer}
            </p>
          }
        >
          <PdfViewer
            waiverId={waiver.waiverId}
            fileName={pdfFileName(waiver)}
            title={detailWords.pdfViewerTitle(headline)}
            onClose={() => setPdfOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
