/** 4.3 List check-ins. */
import { WAIVER_LIMITS } from '../../../../shared/domain/waiver.ts';
import { startOfUtcHour } from '../server/dates.ts';
import { DataError } from '../server/errors.ts';
import { type ApiRoute, envelope } from './route.ts';

export const checkinRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/checkins',
    query: ['checkinId', 'waiverId', 'fromDts', 'toDts', 'limit', 'offset'],
    handle({ query, now, account }) {
      query.requirePresent('fromDts', 'toDts');
      const from = query.requireDate('fromDts');
      const to = query.requireDate('toDts');
      const limit = query.int('limit', {
        min: WAIVER_LIMITS.checkinLimitMin,
        max: WAIVER_LIMITS.checkinLimitMax,
        fallback: WAIVER_LIMITS.checkinLimitDefault,
      });
      const offset = query.int('offset', { min: 0, max: WAIVER_LIMITS.checkinOffsetMax, fallback: 0 });
      // The service cannot report the hour that is still running.
      const currentHour = startOfUtcHour(now);
      if (from.epochMs >= currentHour) throw new DataError('fromDts must not be within the current hour');
      if (to.epochMs >= currentHour) throw new DataError('toDts must be before the current hour');
      if (from.epochMs > to.epochMs) throw new DataError('fromDts must not be after toDts');
      const checkinId = query.string('checkinId');
      const waiverId = query.string('waiverId');
      const page = account.checkins.page({
        afterMs: from.epochMs,
        untilMs: Math.min(to.epochMs, now),
        offset,
        limit,
        ...(checkinId === undefined ? {} : { checkinId }),
        ...(waiverId === undefined ? {} : { waiverId }),
      });
      return envelope('checkins', {
        fromDts: from.raw,
        toDts: to.raw,
        moreCheckins: page.more,
        checkins: page.checkins.map((checkin) => account.wire.checkin(checkin)),
      });
    },
  },
];
