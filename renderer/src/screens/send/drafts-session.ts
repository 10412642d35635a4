/**
 * Drafts belong to the account they were typed for: a number, a customer's name or
 * a waiver of one account must never be sent through another. Every draft store
 * registers its reset here.
 */
const resets: (() => void)[] = [];
let draftsSession: number | null = null;

export function onDraftsReset(reset: () => void): void {
  resets.push(reset);
}

/** Forgets every draft when the open session is not the one they were typed in. */
export function keepDraftsFor(sessionId: number): void {
  if (draftsSession !== null && draftsSession !== sessionId) resetSendDrafts();
  draftsSession = sessionId;
}

export function resetSendDrafts(): void {
  for (const reset of resets) reset();
  draftsSession = null;
}
