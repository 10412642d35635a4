/** The waiver's detail once it is here; the PDF viewer loads (with pdf.js) only when asked for. */
import { lazy, Suspense, useState } from 'react';
import type { WaiverDetail } from '../../../../shared/ipc/lookup.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { waiverText } from '../../strings.ts';
import { todayIn } from './age.ts';
import { CustomAnswers } from './CustomAnswers.tsx';
import { FlagList } from './FlagList.tsx';
import { GuardianCard, ParticipantCard } from './PersonCard.tsx';
import { PrivateDetails } from './PrivateDetails.tsx';
import { pdfFileName } from './pdf-file-name.ts';
import { fullName } from './people.ts';
import { VerdictPanel } from './VerdictPanel.tsx';
import { WaiverFacts } from './WaiverFacts.tsx';
import { WaiverPhotos } from './WaiverPhotos.tsx';
import { formatSignedAt } from './waiver-dates.ts';

const PdfViewer = lazy(() =>
  import('../../pdf/PdfViewer.tsx').then((module) => ({ default: module.PdfViewer })),
);

const detailWords = waiverText.detail;
const { sections } = detailWords;

/** Only a web address may leave the app (the desk's settings insist on https). */
const isWebLink = (url: string): boolean => /^https:\/\//i.test(url);

function headlineOf(detail: WaiverDetail): string {
  const { waiver } = detail;
  const first = fullName(waiver.participants[0] ?? waiver) || fullName(waiver) || waiverText.person.noName;
  const others = waiver.participants.length - 1;
  return others > 0 ? waiverText.detail.headlineWithOthers(first, others) : first;
}

export function WaiverDetailView({ detail }: { detail: WaiverDetail }) {
  const timeZone = useDeskTimeZone();
  const [pdfOpen, setPdfOpen] = useState(false);
  const { waiver, fieldLabels } = detail;
  const today = todayIn(timeZone);

  return (
    <div className="waiver">
      <div className="screen-head">
        <div>
          <h1 id="waiver-title">{headlineOf(detail)}</h1>
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

      <section className="waiver-section" aria-labelledby="people-title">
        <h2 id="people-title">{sections.people}</h2>
        <div className="people">
          {waiver.participants.map((participant, index) => (
            <ParticipantCard
              // Participants carry no id; their order on the waiver is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: the order of people on a signed waiver never changes
              key={index}
              participant={participant}
              today={today}
              labels={fieldLabels}
            />
          ))}
          {waiver.guardian ? <GuardianCard guardian={waiver.guardian} today={today} /> : null}
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
            title={detailWords.pdfViewerTitle(headlineOf(detail))}
            onClose={() => setPdfOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
