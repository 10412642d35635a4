/** Notices the status page closed in the last days, each with its timeline on request. */
import type { StatusComponentNode } from '../../../shared/domain/status-snapshot.ts';
import { useSessionQuery } from '../query/use-session-query.ts';
import { NoticeItem } from './NoticeItem.tsx';

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
          The recent notices could not be read just now.{' '}
          <button type="button" className="svc-link-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      );
    }
    return (
      <p className="svc-muted" aria-busy="true">
        Reading the recent notices…
      </p>
    );
  }
  const { notices, more } = query.data;
  if (notices.length === 0) return <p className="svc-muted">Nothing was reported in the last days.</p>;
  return (
    <>
      <ul className="svc-notices" aria-label="Recent notices">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} timeZone={timeZone} components={components} />
        ))}
      </ul>
      {more ? <p className="svc-muted">Older notices are on the status page itself.</p> : null}
    </>
  );
}
