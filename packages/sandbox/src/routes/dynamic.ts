/** 4.4 Create a dynamic template, 4.5 process its signed waiver. */
import { z } from 'zod';
import { WAIVER_LIMITS } from '../../../../shared/domain/waiver.ts';
import { parseBody } from '../server/validate.ts';
import { type ApiRoute, envelope } from './route.ts';
import { integerBetween } from './schemas.ts';

const DEFAULT_DYNAMIC_EXPIRATION_SECONDS = 300;

/** The client-side library's configuration: its inner members are not shown, so either form passes. */
const libraryConfig = z.union([z.string(), z.record(z.string(), z.unknown())], {
  error: 'must be an object or a string',
});

const dynamicBody = z.strictObject({
  dynamic: z.strictObject(
    {
      template: libraryConfig,
      data: libraryConfig,
      expiration: integerBetween(1, WAIVER_LIMITS.prefillExpirationMax).optional(),
    },
    { error: 'must be an object' },
  ),
});

export const dynamicRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v4/dynamic/templates',
    body: true,
    handle({ body, now, account }) {
      const { dynamic } = parseBody(dynamicBody, body);
      const expiration = dynamic.expiration ?? DEFAULT_DYNAMIC_EXPIRATION_SECONDS;
      const uuid = account.links.create('dynamic', null, now + expiration * 1000);
      return envelope('dynamic', { url: `${account.baseUrl}/sign/dynamic/${uuid}`, uuid, expiration });
    },
  },
  {
    method: 'POST',
    path: '/v4/dynamic/process/:transactionId',
    handle({ params, account }) {
      const result = account.links.process(
        params.transactionId as string,
        () => account.signWaiver().waiverId,
      );
      return envelope('dynamic_process', result);
    },
  },
];
