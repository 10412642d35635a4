/**
 * What the service's search answered, in words that claim no more than it was
 * asked: "none" names the questions the service answered, and a question it was
 * not asked (the searches were used up) or that got no answer is said as such.
 */
import type { ServiceQuestion, ServiceSearchResult } from '../../../shared/ipc/lookup.ts';
import { lookupText } from './words.ts';

const words = lookupText.service;

function asked(questions: readonly ServiceQuestion[], query: string): string {
  if (questions.length === 0) return words.question.unsaid(query);
  return words.orJoin(questions.map((question) => words.question[question](query)));
}

/** "The service has no waiver for the tag “quill” or the last name “quill” either." */
export function nothingFoundWords(result: ServiceSearchResult, query: string): string {
  return words.nothingEither(asked(result.answered, query));
}

/** One sentence per reason some questions went unanswered; none when every one was answered. */
export function unaskedWords(result: ServiceSearchResult, query: string): string[] {
  const lines: string[] = [];
  const budget = result.unasked.filter((each) => each.because === 'budget').map((each) => each.question);
  const silent = result.unasked.filter((each) => each.because === 'no_answer').map((each) => each.question);
  if (budget.length > 0) lines.push(words.notSearched(asked(budget, query)));
  if (silent.length > 0) lines.push(words.noAnswer(asked(silent, query)));
  return lines;
}
