/**
 * The notices the page closed in the last days (its `past_recent` timeline),
 * most recently changed first. Capped: a desk needs the last few, and a long
 * listing would spend the page's rate for nothing.
 */
import type { StatusNotice } from '../../../shared/domain/status-snapshot.ts';
import type { RecentNotices } from '../../../shared/ipc/service-status.ts';
import type { CallOptions, StatusClient } from '../status-api/index.ts';

export const RECENT_NOTICES_MAX = 40;

const changedAt = (notice: StatusNotice): number => {
  const at = Date.parse(notice.endedAt ?? notice.updatedAt ?? notice.createdAt ?? '');
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
};

export async function readRecentNotices(
  client: StatusClient,
  options: CallOptions,
  max = RECENT_NOTICES_MAX,
): Promise<RecentNotices> {
  const notices: StatusNotice[] = [];
  let more = false;
  for await (const notice of client.notices({ timelineState: 'past_recent' }, options)) {
    if (notices.length === max) {
      // Stopping the generator here spares the pages after this one.
      more = true;
      break;
    }
    notices.push(notice);
  }
  notices.sort((a, b) => changedAt(b) - changedAt(a));
  return { notices, more };
}
