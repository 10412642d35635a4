/** Query parameters shared by search (4.13) and the waiver list (notes) that narrow the waivers. */
import { DataError } from '../server/errors.ts';
import type { QueryReader } from '../server/query.ts';
import type { WaiverFilter } from '../state/waiver-index.ts';

export const WAIVER_FILTER_PARAMETERS = [
  'templateId',
  'fromDts',
  'toDts',
  'firstName',
  'lastName',
  'verified',
  'tag',
] as const;

export function readWaiverFilter(query: QueryReader): WaiverFilter {
  const from = query.date('fromDts');
  const to = query.date('toDts');
  if (from && to && from.epochMs > to.epochMs) throw new DataError('fromDts must not be after toDts');
  const filter: WaiverFilter = {};
  const templateId = query.string('templateId');
  const firstName = query.string('firstName');
  const lastName = query.string('lastName');
  const verified = query.bool('verified');
  const tag = query.string('tag');
  if (templateId !== undefined) filter.templateId = templateId;
  if (from) filter.fromMs = from.epochMs;
  if (to) filter.toMs = to.epochMs;
  if (firstName !== undefined) filter.firstName = firstName;
  if (lastName !== undefined) filter.lastName = lastName;
  if (verified !== undefined) filter.verified = verified;
  if (tag !== undefined) filter.tag = tag;
  return filter;
}
