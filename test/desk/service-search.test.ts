/**
 * The service search asks every question a text could be, and never turns a
 * question it did not ask into a "no": the decision of what to ask (a tag, a
 * name, or both), and the asking itself against the real sandbox over HTTP,
 * with the searches used up and with the service gone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { askBothWays } from '../../electron/desk/features/service-answers.ts';
import { serviceQuestionsFor } from '../../electron/desk/features/service-questions.ts';
import { NetworkError } from '../../electron/http/errors.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { control, type Rig, startRig } from '../client/support/sandbox.ts';

const questions = (text: string, scan = false) =>
  serviceQuestionsFor(text, scan).map(({ question, query }) => [question, query]);

const LONGEST_TAG = `A${'-BCDEFGHIJ'.repeat(6)}XYZ`;

describe('what the service is asked for a text', () => {
  it('asks a tag with a digit as a tag only: no name has one', () => {
    expect(questions('NEW-UX-9')).toEqual([['tag', { tag: 'NEW-UX-9' }]]);
    expect(questions(' c-1042 ')).toEqual([['tag', { tag: 'c-1042' }]]);
  });

  it('asks one word of letters both ways, the likelier first', () => {
    expect(questions('NEW-UX-C')).toEqual([
      ['tag', { tag: 'NEW-UX-C' }],
      ['lastName', { lastName: 'NEW-UX-C' }],
    ]);
    expect(questions('new-ux-c')).toEqual([
      ['lastName', { lastName: 'new-ux-c' }],
      ['tag', { tag: 'new-ux-c' }],
    ]);
    expect(questions('Quill')).toEqual([
      ['lastName', { lastName: 'Quill' }],
      ['tag', { tag: 'Quill' }],
    ]);
    expect(questions("O'Brien-Zoë")).toEqual([
      ['lastName', { lastName: "O'Brien-Zoë" }],
      ['tag', { tag: "O'Brien-Zoë" }],
    ]);
  });

  it('asks a tag of the longest length the spec allows as a tag, and one longer as a name only', () => {
    expect(LONGEST_TAG).toHaveLength(64);
    expect(questions(LONGEST_TAG)[0]).toEqual(['tag', { tag: LONGEST_TAG }]);
    expect(questions(`${LONGEST_TAG}Q`)).toEqual([['lastName', { lastName: `${LONGEST_TAG}Q` }]]);
  });

  it('asks words with a space as a first and last name; a tag has no space', () => {
    expect(questions('Avery  Jo Smith')).toEqual([['fullName', { firstName: 'Avery', lastName: 'Smith' }]]);
  });

  it('asks a text that is neither shape as a name, so the answer says which question it was', () => {
    expect(questions('room 12')).toEqual([['fullName', { firstName: 'room', lastName: '12' }]]);
  });

  it('asks a scan as the tag it is, and only that', () => {
    expect(questions('Quill', true)).toEqual([['tag', { tag: 'Quill' }]]);
  });
});

describe('asking the service both ways', () => {
  let rig: Rig | undefined;
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });

  const sign = (autoTag: string) =>
    control<Pick<SignedWaiver, 'waiverId'>>((rig as Rig).sandbox, 'POST', '/signings', { autoTag });
  const call = { priority: 'interactive' as const, maxWaitMs: 5_000 };

  it('finds a letters-only tag, and answers the name question as asked', async () => {
    rig = await startRig({ sandbox: { waivers: 200 } });
    const signed = await sign('NEW-UX-C');
    const answer = await askBothWays(rig.client, serviceQuestionsFor('NEW-UX-C'), call);
    expect(answer.found.map((waiver) => waiver.waiverId)).toEqual([signed.waiverId]);
    expect(answer).toMatchObject({ answered: ['tag', 'lastName'], unasked: [], retryAfterSeconds: null });
  });

  it('names the question the used-up searches left unasked, instead of a "no"', async () => {
    rig = await startRig({ sandbox: { waivers: 200 } });
    const signed = await sign('late-letters');
    // Another desk of the account spent four of the five searches of this window.
    const otherDesk = rig.clientWith({});
    for (let spent = 0; spent < 4; spent += 1) await otherDesk.search({ lastName: 'Nobody' });
    const answer = await askBothWays(rig.client, serviceQuestionsFor('late-letters'), call);
    // The name was asked first (lower case), took the last search, and found no one: the tag is not a "no".
    expect(answer.answered).toEqual(['lastName']);
    expect(answer.unasked).toEqual([{ question: 'tag', because: 'budget' }]);
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.found.map((waiver) => waiver.waiverId)).not.toContain(signed.waiverId);
  });

  it('fails as unreachable when the service is gone, never as the search limit', async () => {
    rig = await startRig({ sandbox: { waivers: 50 } });
    await rig.sandbox.close();
    await expect(askBothWays(rig.client, serviceQuestionsFor('Quill'), call)).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
