/**
 * One signed waiver (`#/waivers/:waiverId`): the verdict first, then everyone on
 * it, their answers, the private details (covered until shown), how it was
 * signed, its photos, and the signed PDF.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionId } from '../../desk/use-session-query.ts';
import { waiverDetailQuery } from '../../navigation/open-waiver.ts';
import { visitOf } from '../../navigation/waiver-path.ts';
import { paths } from '../../paths.ts';
import { WaiverDetailView } from './WaiverDetailView.tsx';
import './waiver.css';
import { waiverText } from './words.ts';

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
  const query = useQuery(waiverDetailQuery(useSessionId(), waiverId));
  const scanId = visitOf(useLocation().state).scan?.id ?? 0;
  const problem: unknown = query.error ?? query.failureReason;
  return (
    <section className="screen waiver-screen" aria-labelledby="waiver-title" data-testid="waiver-screen">
      {query.data === undefined && isMissing(problem) ? (
        <WaiverNotFound />
      ) : (
        <QueryView query={query} loadingLabel={waiverText.screen.loading}>
          {/* Keyed by waiver and scan: what was revealed, opened or ticked never carries over to the next. */}
          {(detail) => <WaiverDetailView key={`${detail.waiver.waiverId}:${scanId}`} detail={detail} />}
        </QueryView>
      )}
    </section>
  );
}
