/**
 * The page's policy refuses eval (`script-src 'self'`): zod is told not to try it,
 * before any schema is made (each try would be a refusal reported in the console
 * at every load). Imported first by the entry, so it runs before every other module.
 */
import { z } from 'zod';

z.config({ jitless: true });
