/** Notices the status page closed in the last days, each with its timeline on request. */
import type { StatusComponentNode } from '../../../shared/domain/status-snapshot.ts';
import { useSessionQuery } from '../desk/use-session-query.ts';
import { NoticeItem } from './NoticeItem.tsx';
import { statusText } from './words.ts';

export function RecentNotices({
  timeZone,
  components,
}: {
  timeZone: string;
  components: readonly StatusComponentNode[];
}) {
  const query = useSessionQuery('listRecentNotices', {}, { staleTime: 5 * 60_000 });
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <p className="svc-muted">
          {statusText.recent.couldNotRead}{' '}
          <button type="button" className="svc-link-button" onClick={() => void query.refetch()}>
            {statusText.recent.tryAgain}
          </button>
        </p>
      );
    }
    return (
      <p className="svc-muted" aria-busy="true">
        {statusText.recent.reading}
      </p>
    );
  }
  const { notices, more } = query.data;
  if (notices.length === 0) return <p className="svc-muted">{statusText.recent.none}</p>;
  return (
    <>
      <ul className="svc-notices" aria-label={statusText.recent.label}>
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} timeZone={timeZone} components={components} />
        ))}
      </ul>
      {more ? <p className="svc-muted">{statusText.recent.more}</p> : null}
    </>
  );
}
