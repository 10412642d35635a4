/**
 * One signed waiver (`#/waivers/:waiverId`): the verdict first, then everyone on
 * it, their answers, the private details (covered until shown), how it was
 * signed, its photos, and the signed PDF.
 */
import { Link, useParams } from 'react-router';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { paths } from '../../paths.ts';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { WaiverDetailView } from './WaiverDetailView.tsx';
import './waiver.css';
import { waiverText } from './words.ts';

/** A waiver never changes once signed; its detail is worth keeping for the visit. */
const DETAIL_STALE_MS = 5 * 60_000;

const isMissing = (problem: unknown): boolean =>
  problem instanceof DeskError && (problem.code === 'not_found' || problem.code === 'invalid_request');

function WaiverNotFound() {
  return (
    <div data-testid="waiver-not-found">
      <h1 id="waiver-title">{waiverText.screen.notFound.heading}</h1>
      <p>{waiverText.screen.notFound.body}</p>
      <Link to={paths.today} className="button">
        {waiverText.screen.notFound.backToToday}
      </Link>
    </div>
  );
}

export function WaiverScreen() {
  const { waiverId = '' } = useParams();
  const query = useSessionQuery('getWaiverDetail', { waiverId }, { staleTime: DETAIL_STALE_MS });
  const problem: unknown = query.error ?? query.failureReason;
  return (
    <section className="screen waiver-screen" aria-labelledby="waiver-title" data-testid="waiver-screen">
      {query.data === undefined && isMissing(problem) ? (
        <WaiverNotFound />
      ) : (
        <QueryView query={query} loadingLabel={waiverText.screen.loading}>
          {/* Keyed by waiver: what was revealed (or opened) on one waiver never carries over to the next. */}
          {(detail) => <WaiverDetailView key={detail.waiver.waiverId} detail={detail} />}
        </QueryView>
      )}
    </section>
  );
}
