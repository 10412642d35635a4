/** Waivers by id, their photos and signatures, and the short list (notes). */
import type { SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { renderWaiverPhotos, renderWaiverSignatures } from '../data/render.ts';
import { DataError, NotFoundError } from '../server/errors.ts';
import type { AccountState } from '../state/account-state.ts';
import { type ApiRoute, envelope } from './route.ts';
import { readWaiverFilter, WAIVER_FILTER_PARAMETERS } from './waiver-filter.ts';
import { waiverView } from './waiver-views.ts';

const LIST_LIMIT = { min: 1, max: 100, fallback: 20 };

export function visibleWaiver(account: AccountState, waiverId: string, now: number): SignedWaiver {
  const waiver = account.waivers.visibleById(waiverId, now);
  if (!waiver) throw new NotFoundError(`Waiver ${waiverId} not found`);
  return waiver;
}

export const waiverRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/waivers',
    query: ['limit', ...WAIVER_FILTER_PARAMETERS],
    handle({ query, now, account }) {
      const limit = query.int('limit', LIST_LIMIT);
      if ((query.string('fromDts') === undefined) !== (query.string('toDts') === undefined)) {
        throw new DataError('fromDts and toDts must be given together');
      }
      const indexes = account.waivers.find(readWaiverFilter(query), { now, order: 'desc', limit });
      return envelope(
        'waivers',
        indexes.map((index) => account.wire.summary(account.waivers.at(index))),
      );
    },
  },
  {
    method: 'GET',
    path: '/v4/waivers/:waiverId',
    query: ['pdf'],
    handle({ params, query, now, account }) {
      const waiver = visibleWaiver(account, params.waiverId as string, now);
      return envelope('waiver', account.wire.waiver(waiverView(waiver, query.bool('pdf') ?? false)));
    },
  },
  {
    method: 'GET',
    path: '/v4/waivers/:waiverId/photos',
    handle({ params, now, account }) {
      const waiver = visibleWaiver(account, params.waiverId as string, now);
      return envelope('photos', {
        ...account.wire.waiverHeader(waiver),
        photos: account.wire.photos(renderWaiverPhotos(waiver)),
      });
    },
  },
  {
    method: 'GET',
    path: '/v4/waivers/:waiverId/signatures',
    handle({ params, now, account }) {
      const waiver = visibleWaiver(account, params.waiverId as string, now);
      return envelope('signatures', {
        ...account.wire.waiverHeader(waiver),
        signatures: renderWaiverSignatures(waiver),
      });
    },
  },
];
