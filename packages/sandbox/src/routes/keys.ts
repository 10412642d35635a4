/** 4.7 List published keys, 4.8 create one. */
import { z } from 'zod';
import { parseBody } from '../server/validate.ts';
import { type ApiRoute, envelope } from './route.ts';
import { nonEmptyText } from './schemas.ts';

const createKeyBody = z.strictObject({ label: nonEmptyText() });

export const publishedKeyRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/keys/published',
    handle({ account }) {
      return envelope('published_keys', { keys: account.publishedKeys.list() });
    },
  },
  {
    method: 'POST',
    path: '/v4/keys/published',
    body: true,
    handle({ body, now, account }) {
      const { label } = parseBody(createKeyBody, body);
      const newKey = account.publishedKeys.create(label, now);
      return envelope('published_keys', { newKey, keys: account.publishedKeys.list() });
    },
  },
];
