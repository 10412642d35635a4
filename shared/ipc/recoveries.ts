/**
 * What the desk recovered from by itself, for the notice that says so: the page
 * (the window's renderer was gone or stopped answering and was reloaded on the
 * screen it was on), the copy (its worker stopped and was started again), or the
 * desk itself (it met a problem it could not carry on after, and restarted once).
 * The notice stays until someone dismisses it, reloads and all.
 */
import { z } from 'zod';

export const RECOVERED_PARTS = ['page', 'copy', 'desk'] as const;
export type RecoveredPart = (typeof RECOVERED_PARTS)[number];

export const recoverySchema = z.object({
  id: z.number().int(),
  what: z.enum(RECOVERED_PARTS),
  /** ISO 8601: when it came back. */
  at: z.string(),
});
export type Recovery = z.infer<typeof recoverySchema>;

export const recoveriesSchema = z.object({
  /** The account session open when it was sent (as on every event); the notices are the desk's, whatever is open. */
  sessionId: z.number().int(),
  recoveries: z.array(recoverySchema).max(20),
});
export type Recoveries = z.infer<typeof recoveriesSchema>;

export const dismissRecoverySchema = z.object({ id: z.number().int() }).strict();
