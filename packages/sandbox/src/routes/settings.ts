/** Account settings (notes: `GET /v4/settings`). */
import type { AccountSettings } from '../../../../shared/domain/waiver.ts';
import { type ApiRoute, envelope } from './route.ts';

/**
 * The console's expiration settings as a new account has them (the values of the
 * service's published SDK samples); the generated waivers carry their own
 * `expired`/`expirationDate`, which is what the desk reads.
 */
const ACCOUNT_SETTINGS: AccountSettings = {
  console: { staticExpiration: 'never', rollingExpiration: 'never', rollingExpirationTime: 'signed' },
};

export const settingsRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/settings',
    handle() {
      return envelope('settings', ACCOUNT_SETTINGS);
    },
  },
];
