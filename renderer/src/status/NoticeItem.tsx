/** One notice: its state, subject, window and latest update, and on request its whole timeline. */
import { useId, useState } from 'react';
import type { StatusComponentNode, StatusNotice } from '../../../shared/domain/status-snapshot.ts';
import { useSessionQuery } from '../desk/use-session-query.ts';
import { type AffectedNode, affectedTree } from './affected-tree.ts';
import { dayAndTime, timeWindow } from './status-time.ts';
import { noticeStateWord } from './status-words.ts';
import { statusText } from './words.ts';

interface Props {
  notice: StatusNotice;
  timeZone: string;
  /** Every component of the page, to name a touched component's parent. */
  components: readonly StatusComponentNode[];
}

/** When the notice applies: a maintenance's planned window, an incident's start (and end once over). */
function whenText(notice: StatusNotice, timeZone: string): string | null {
  if (notice.type === 'planned') {
    const planned = timeWindow(notice.beginsAt, notice.endsAt, timeZone);
    return planned ? statusText.notice.scheduled(planned) : null;
  }
  if (notice.type === 'general') return timeWindow(notice.beginsAt, notice.endsAt, timeZone);
  if (notice.beganAt && notice.endedAt) return timeWindow(notice.beganAt, notice.endedAt, timeZone);
  return notice.beganAt ? statusText.notice.since(dayAndTime(notice.beganAt, timeZone)) : null;
}

function AffectedList({ nodes }: { nodes: readonly AffectedNode[] }) {
  return (
    <ul className="svc-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <span className={node.listed ? 'svc-affected' : 'svc-context'}>{node.name}</span>
          {node.children.length > 0 ? <AffectedList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function NoticeTimeline({
  id,
  timeZone,
  components,
}: {
  id: number;
  timeZone: string;
  components: Props['components'];
}) {
  const query = useSessionQuery('getStatusNotice', { id }, { staleTime: 60_000 });
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <p className="svc-muted">
          {statusText.notice.updatesCouldNotRead}{' '}
          <button type="button" className="svc-link-button" onClick={() => void query.refetch()}>
            {statusText.notice.tryAgain}
          </button>
        </p>
      );
    }
    return (
      <p className="svc-muted" aria-busy="true">
        {statusText.notice.readingUpdates}
      </p>
    );
  }
  const detail = query.data;
  const affected = affectedTree(detail.components, components);
  return (
    <div className="svc-timeline-wrap">
      {affected.length > 0 ? (
        <div className="svc-affects">
          <h5>{statusText.notice.affects}</h5>
          <AffectedList nodes={affected} />
        </div>
      ) : null}
      <ol className="svc-timeline" aria-label={statusText.notice.updatesLabel}>
        {detail.updates.map((update) => (
          // Updates carry no id; an update is its time, state and words.
          <li key={`${update.createdAt ?? ''}|${update.state ?? ''}|${update.content}`}>
            <div className="svc-timeline-head">
              <span className="svc-badge">{noticeStateWord(update.state)}</span>
              {update.createdAt ? (
                <time dateTime={update.createdAt}>{dayAndTime(update.createdAt, timeZone)}</time>
              ) : null}
            </div>
            <p>{update.content}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function NoticeItem({ notice, timeZone, components }: Props) {
  const [open, setOpen] = useState(false);
  const timelineId = useId();
  const when = whenText(notice, timeZone);
  const latest = notice.latestUpdate;
  return (
    <li className="svc-notice" data-testid="status-notice">
      <div className="svc-notice-head">
        <span className="svc-badge">{noticeStateWord(notice.state)}</span>
        <strong className="svc-notice-subject">{notice.subject}</strong>
      </div>
      {when ? <p className="svc-window">{when}</p> : null}
      {latest ? (
        <p className="svc-latest">
          {latest.content}
          {latest.createdAt ? (
            <>
              {' '}
              <time className="svc-muted" dateTime={latest.createdAt}>
                {statusText.notice.latestAt(dayAndTime(latest.createdAt, timeZone))}
              </time>
            </>
          ) : null}
        </p>
      ) : null}
      <button
        type="button"
        className="svc-link-button"
        aria-expanded={open}
        aria-controls={timelineId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? statusText.notice.hideUpdates : statusText.notice.showAllUpdates}
      </button>
      <div id={timelineId}>
        {open ? <NoticeTimeline id={notice.id} timeZone={timeZone} components={components} /> : null}
      </div>
    </li>
  );
}
