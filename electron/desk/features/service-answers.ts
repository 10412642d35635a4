/**
 * Asking the service's search every question a text could be (see
 * service-questions.ts), at once, within the account's five searches a minute:
 * what the service answered is kept apart from what it was not asked. "Not
 * found" may then be said only of the questions it answered; a question the
 * budget did not admit in time, or that got no answer, is named as such. Only
 * when no question was answered does the call fail, with the failure that says
 * most (the service cannot be reached, rather than the budget it never reached).
 */
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { ServiceQuestion, ServiceSearchResult } from '../../../shared/ipc/lookup.ts';
import { CancelledError, RateLimitError } from '../../http/errors.ts';
import type { CallOptions, WaiverClient } from '../../services/waiver-api/index.ts';
import type { ServiceAsk } from './service-questions.ts';

export interface BothWaysAnswer
  extends Pick<ServiceSearchResult, 'answered' | 'unasked' | 'retryAfterSeconds'> {
  /** The first page of every answered question, each waiver once, in the order of the questions. */
  found: SignedWaiver[];
  /** How many waivers the answers hold in all (more than `found` when a question has several pages). */
  count: number;
}

interface Answered {
  question: ServiceQuestion;
  count: number;
  firstPage: SignedWaiver[];
}

async function ask(
  waiver: WaiverClient,
  { question, query }: ServiceAsk,
  call: CallOptions,
): Promise<Answered> {
  const summary = await waiver.search(query, call);
  const firstPage = summary.pages > 0 ? await waiver.searchResultsPage(summary.guid, 0, {}, call) : [];
  return { question, count: summary.count, firstPage };
}

/** Of several failures, the one to report: the caller's own cancel, else anything but the budget. */
function mostTelling(errors: readonly unknown[]): unknown {
  return (
    errors.find((error) => error instanceof CancelledError) ??
    errors.find((error) => !(error instanceof RateLimitError)) ??
    errors[0]
  );
}

export async function askBothWays(
  waiver: WaiverClient,
  asks: readonly ServiceAsk[],
  call: CallOptions,
): Promise<BothWaysAnswer> {
  const settled = await Promise.allSettled(asks.map((each) => ask(waiver, each, call)));
  const answers: Answered[] = [];
  const errors: unknown[] = [];
  const unasked: BothWaysAnswer['unasked'] = [];
  let retryAfterSeconds: number | null = null;
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') {
      answers.push(outcome.value);
      return;
    }
    const error = outcome.reason;
    errors.push(error);
    const question = (asks[index] as ServiceAsk).question;
    if (error instanceof RateLimitError) {
      unasked.push({ question, because: 'budget' });
      retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, error.retryAfterSeconds ?? 0) || null;
    } else {
      unasked.push({ question, because: 'no_answer' });
    }
  });
  if (answers.length === 0 || errors.some((error) => error instanceof CancelledError)) {
    throw mostTelling(errors);
  }
  const byId = new Map<string, SignedWaiver>();
  let beyondFirstPages = 0;
  for (const answer of answers) {
    for (const signed of answer.firstPage) if (!byId.has(signed.waiverId)) byId.set(signed.waiverId, signed);
    beyondFirstPages += Math.max(0, answer.count - answer.firstPage.length);
  }
  return {
    found: [...byId.values()],
    count: byId.size + beyondFirstPages,
    answered: answers.map((answer) => answer.question),
    unasked,
    retryAfterSeconds,
  };
}
