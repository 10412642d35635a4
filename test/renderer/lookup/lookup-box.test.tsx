import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LookupBox } from '../../../renderer/src/lookup/LookupBox.tsx';
import { SLOW_ANSWER_MS } from '../../../renderer/src/lookup/use-slow.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { LookupResult, ServiceSearchResult } from '../../../shared/ipc/lookup.ts';
import { type Deferred, deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import {
  CURRENT_COPY,
  EXPIRED,
  everyone,
  found,
  match,
  renderWithRoutes,
  serviceFound,
} from './lookup-fixtures.tsx';

const box = () => screen.getByRole('combobox', { name: 'Find a waiver' });
const options = () => within(screen.getByRole('listbox', { name: 'Waivers found' })).getAllByRole('option');

const SMITHS = [
  match('W-ANN', 'Ann Smith', { others: ['Bob Smith', 'Cy Smith', 'Di Smith'], otherCount: 4 }),
  match('W-BEN', 'Ben Smith', {
    isMinor: true,
    match: 'typo',
    verdict: everyone({
      tone: 'attention',
      points: [{ kind: 'minor', guardian: 'Ana Smith', relationship: '', tone: 'attention' }],
    }),
  }),
  match('W-CAL', 'Cal Smith', {
    expired: true,
    verified: false,
    autoTag: 'M-7',
    match: 'autoTag',
    verdict: everyone(
      {
        tone: 'stop',
        points: [
          { kind: 'expired', on: '', tone: 'stop' },
          {
            kind: 'flagged',
            question: 'Heart condition?',
            reason: 'Yes',
            ofWaiver: false,
            tone: 'attention',
          },
          { kind: 'deskTag', tag: 'VIP', meaning: 'vip', ofWaiver: true, tone: 'ok' },
          { kind: 'notVerified', tone: 'ok' },
        ],
      },
      1,
      false,
    ),
  }),
];

/**
 * "an" typed and its three Smiths listed; the answer for "ann" waits until the
 * test resolves it.
 */
async function listedAnWithAnnOnItsWay(): Promise<Deferred<IpcResult<LookupResult>>> {
  const later = deferred<IpcResult<LookupResult>>();
  const bridge = installFakeBridge({
    lookupWaivers: (request) => (request.text === 'ann' ? later.promise : ok(found(request.text, SMITHS))),
  });
  renderWithRoutes(bridge, <LookupBox />);
  await userEvent.click(box());
  await userEvent.keyboard('an');
  await waitFor(() => expect(options()).toHaveLength(3));
  return later;
}

describe('the lookup box', () => {
  it('asks the desk copy on every key and lists what it found, with who else is on the waiver and why it matched', async () => {
    const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, SMITHS)) });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smi');
    expect(bridge.callsOf('lookupWaivers').map((call) => call.request)).toEqual([
      { text: 's' },
      { text: 'sm' },
      { text: 'smi' },
    ]);
    await waitFor(() => expect(options()).toHaveLength(3));
    const [ann, ben, cal] = options();
    expect(ann).toHaveTextContent('Ann Smith');
    expect(ann).toHaveTextContent('with Bob Smith, Cy Smith + 2 more');
    expect(ann).toHaveTextContent('Jump Zone Release of Liability');
    expect(ben).toHaveTextContent('close spelling');
    // The matched person's verdict, in the words every screen gives it.
    const verdictOf = (option: HTMLElement) => {
      const mark = within(option).getByTestId('person-verdict');
      return [mark.textContent, mark.dataset.tone];
    };
    expect(verdictOf(ann!)).toEqual(['Good to go', 'ok']);
    expect(verdictOf(ben!)).toEqual(['Needs a look: Minor', 'attention']);
    expect(verdictOf(cal!)).toEqual(['Stop: Waiver expired, Flagged answer, VIP', 'stop']);
    expect(cal).toHaveTextContent('tag M-7');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 waivers found');
  });

  it('moves with the arrows (wrapping round), opens the highlighted waiver with Enter, and empties the box', async () => {
    const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, SMITHS)) });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smith');
    await waitFor(() => expect(options()).toHaveLength(3));

    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]?.id);

    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent('W-BEN');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the best match on Enter when nothing is highlighted, and a click opens any row', async () => {
    const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, SMITHS)) });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smith');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent('W-ANN');

    await userEvent.click(box());
    await userEvent.keyboard('smith');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.click(options()[2]!);
    expect(screen.getByTestId('opened')).toHaveTextContent('W-CAL');
  });

  it('clears and closes with Esc', async () => {
    const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, SMITHS)) });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smith');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('never lets an older answer replace a newer one, whichever arrives first', async () => {
    const pending = new Map<string, Deferred<IpcResult<LookupResult>>>();
    const bridge = installFakeBridge({
      lookupWaivers: (request) => {
        const answer = deferred<IpcResult<LookupResult>>();
        pending.set(request.text, answer);
        return answer.promise;
      },
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('an');
    expect([...pending.keys()]).toEqual(['a', 'an']);

    // The answer to "a" comes late, after "an" was asked: it is never shown.
    await act(async () => pending.get('a')?.resolve(ok(found('a', [match('W-ABE', 'Abe Archer')]))));
    expect(screen.queryByText('Abe Archer')).toBeNull();
    await act(async () => pending.get('an')?.resolve(ok(found('an', [match('W-ANN', 'Ann Smith')]))));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Ann Smith');

    // The other way round: a mistyped "ane" is corrected to "an"; the newer call answers first,
    // and the answer to "ane" arriving after it is dropped.
    await userEvent.keyboard('e');
    await userEvent.keyboard('{Backspace}');
    expect(bridge.callsOf('lookupWaivers').map((call) => call.request)).toEqual([
      { text: 'a' },
      { text: 'an' },
      { text: 'ane' },
      { text: 'an' },
    ]);
    await act(async () => pending.get('an')?.resolve(ok(found('an', [match('W-ANN', 'Ann Smith')]))));
    await act(async () => pending.get('ane')?.resolve(ok(found('ane', [match('W-ANE', 'Anne Old')]))));
    expect(screen.queryByText('Anne Old')).toBeNull();
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Ann Smith');
  });

  it('keeps the last answer in view while the next is on its way', async () => {
    const later = await listedAnWithAnnOnItsWay();
    await userEvent.keyboard('n');
    expect(options()).toHaveLength(3);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await act(async () => later.resolve(ok(found('ann', [match('W-ANN', 'Ann Smith')]))));
    await waitFor(() => expect(options()).toHaveLength(1));
  });

  it('dims the list only for an answer slower than a person notices, never for every key', async () => {
    const later = await listedAnWithAnnOnItsWay();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        box().focus();
      });
      await act(async () => {
        // A plain input event: userEvent waits on timers, and these are held still here.
        const input = box() as HTMLInputElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, 'ann');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      const list = screen.getByRole('listbox');
      // Said at once to assistive technology, but not drawn dimmed yet.
      expect(list).toHaveAttribute('aria-busy', 'true');
      expect(list).not.toHaveClass('lookup-list-pending');
      await act(async () => {
        vi.advanceTimersByTime(SLOW_ANSWER_MS);
      });
      expect(screen.getByRole('listbox')).toHaveClass('lookup-list-pending');
    } finally {
      vi.useRealTimers();
    }
    await act(async () => later.resolve(ok(found('ann', [match('W-ANN', 'Ann Smith')]))));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(screen.getByRole('listbox')).not.toHaveClass('lookup-list-pending');
  });

  it('keeps the row of a waiver that moves up the list as the name is typed out: the same row, not a new one', async () => {
    const ben = match('W-BEN', 'Ben Smith');
    const bridge = installFakeBridge({
      lookupWaivers: (request) =>
        ok(found(request.text, request.text === 'be' ? [match('W-ANN', 'Ann Bell'), ben] : [ben])),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('be');
    await waitFor(() => expect(options()).toHaveLength(2));
    const benRow = options()[1];
    await userEvent.keyboard('n');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toBe(benRow);
    expect(options()[0]).toHaveTextContent('Ben Smith');
  });

  it('takes the focus with Ctrl+K anywhere and with "/" unless someone is typing in another field', async () => {
    const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, [])) });
    renderWithRoutes(
      bridge,
      <>
        <label>
          Note <input type="text" />
        </label>
        <LookupBox />
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.keyboard('a/b');
    expect(note).toHaveValue('a/b');
    expect(note).toHaveFocus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');

    await userEvent.click(document.body);
    expect(box()).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
  });
});

describe('the lookup box and a typed auto-tag', () => {
  it('opens the tag’s newest valid waiver on Enter, as a scan would, and marks the person', async () => {
    const tag = (waiverId: string, createdOn: string, valid: boolean) =>
      match(waiverId, 'Noah Roberts', {
        match: 'autoTag',
        autoTag: 'M-2002',
        position: 1,
        createdOn,
        verdict: valid ? everyone({ tone: 'ok', points: [] }) : EXPIRED,
      });
    const bridge = installFakeBridge({
      lookupWaivers: (request) =>
        ok(
          found(request.text, [
            tag('W-EXPIRED', '2031-04-01T10:00:00Z', false),
            tag('W-VALID', '2030-06-01T10:00:00Z', true),
            tag('W-OLDER', '2029-06-01T10:00:00Z', true),
          ]),
        ),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('m-2002');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{Enter}');
    const opened = screen.getByTestId('opened');
    expect(opened).toHaveTextContent('W-VALID');
    expect(opened).toHaveAttribute('data-person', '1');
  });
  it('acts once on the answer to a tag whose Enter came before its list did, and not on an answer to older text', async () => {
    const held = deferred<IpcResult<LookupResult>>();
    const bridge = installFakeBridge({
      lookupWaivers: (request) =>
        request.text === 'M-2002'
          ? held.promise
          : ok(
              found(request.text, [
                match('W-EARLIER', 'Mia Roberts', { match: 'autoTag', autoTag: 'M-200' }),
              ]),
            ),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('M-200');
    await waitFor(() => expect(options()).toHaveLength(1));
    // The last key and Enter on a busy machine: Enter is in before the list has answered the tag.
    await userEvent.keyboard('2{Enter}');
    expect(screen.queryByTestId('opened')).toBeNull();
    await act(async () =>
      held.resolve(
        ok(
          found('M-2002', [
            match('W-TAGGED', 'Noah Roberts', { match: 'autoTag', autoTag: 'M-2002', position: 1 }),
          ]),
        ),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('opened')).toHaveTextContent('W-TAGGED'));
    expect(screen.getByTestId('opened')).toHaveAttribute('data-person', '1');
    expect(
      bridge
        .callsOf('lookupWaivers')
        .filter(({ request }) => (request as { text: string }).text === 'M-2002'),
    ).toHaveLength(1);
  });

  it('forgets an Enter whose text changed before its answer came', async () => {
    const held = deferred<IpcResult<LookupResult>>();
    const bridge = installFakeBridge({
      lookupWaivers: (request) =>
        request.text === 'M-2002' ? held.promise : ok(found(request.text, [match('W-OTHER', 'Mia Roberts')])),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('M-2002{Enter}{Backspace}');
    await act(async () =>
      held.resolve(
        ok(found('M-2002', [match('W-TAGGED', 'Noah Roberts', { match: 'autoTag', autoTag: 'M-2002' })])),
      ),
    );
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(screen.queryByTestId('opened')).toBeNull();
    expect(box()).toHaveValue('M-200');
  });
});

describe('the lookup box sends a waiver to whoever it did not find', () => {
  for (const [typed, carried] of [
    ['Ann Lee', '?tab=prefill&name=Ann+Lee'],
    ['(303) 555-0123', '?tab=sms&phone=%28303%29+555-0123'],
    ['M-77', '?tab=autoTag&tag=M-77'],
  ] as const) {
    it(`opens the Send screen with “${typed}” filled in`, async () => {
      const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, [])) });
      renderWithRoutes(bridge, <LookupBox />);
      await userEvent.click(box());
      await userEvent.keyboard(typed);
      await screen.findByTestId('lookup-empty');
      await userEvent.click(await screen.findByText('Send them a waiver'));
      expect(await screen.findByTestId('send-screen')).toHaveTextContent(carried);
    });
  }
});

describe('the lookup box while the copy cannot tell everything', () => {
  it('says with every lookup of the first copy how much of the account is on this desk', async () => {
    const copying = { phase: 'backfill' as const, lastCurrentAt: null, done: 4_000, total: 10_000 };
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, SMITHS, copying)),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smi');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.getByTestId('lookup-copy-note')).toHaveTextContent(
      "The desk's copy is 40% done (4,000 of 10,000): a customer may not be found yet.",
    );
  });

  it('says how many waivers the service sent that the copy could not keep, found or not', async () => {
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, SMITHS, { ...CURRENT_COPY, leftOut: 2 })),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smi');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.queryByTestId('lookup-copy-note')).toBeNull();
    expect(screen.getByTestId('lookup-left-out')).toHaveTextContent(
      '2 waivers the service sent could not be kept on this desk (nothing on them says which waiver they are).',
    );
  });
});

describe('the lookup box when the desk copy has no one', () => {
  const loadingCopy = { phase: 'backfill' as const, lastCurrentAt: null, done: 12_400, total: 20_000 };

  it('says so plainly, says why the copy may not know them yet, and offers to search the service', async () => {
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, [], loadingCopy)),
      searchService: (request) =>
        ok(serviceFound(request.text, [match('W-ZOE', 'Zoë Quill', { match: 'fullName' })])),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('quill');
    expect(await screen.findByTestId('lookup-empty')).toHaveTextContent(
      "No waiver in the desk's copy matches “quill”.",
    );
    expect(screen.getByTestId('lookup-copy-note')).toHaveTextContent(
      "The desk's copy is 62% done (12,400 of 20,000): a customer may not be found yet.",
    );
    // Nobody found: the person can be sent a waiver instead.
    expect(options().map((option) => option.textContent)).toContain('Send them a waiver');

    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveTextContent('Search the service for “quill”');
    await userEvent.keyboard('{Enter}');
    expect(bridge.callsOf('searchService').map((call) => call.request)).toEqual([{ text: 'quill' }]);
    await waitFor(() => expect(options()[0]).toHaveTextContent('Zoë Quill'));
    expect(options()[0]).toHaveTextContent('from the service');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent('W-ZOE');
  });

  it('keeps the highlight on the person chosen when the list is replaced under it, and Enter opens them', async () => {
    // A signing reaches the copy while the list is open: the same text is answered again, with
    // the newcomer first. The highlight stays on whom it was on, not on the row in its place.
    let signed = false;
    const newcomer = match('W-NEW', 'Ada Smith');
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, signed ? [newcomer, ...SMITHS] : SMITHS)),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.paste('sm');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[1]).toHaveTextContent('Ben Smith');
    signed = true;
    const progress = {
      sessionId: 1,
      phase: 'idle' as const,
      done: 20_001,
      total: 20_001,
      totalIsEstimate: false,
      secondsLeft: null,
      budgetInUse: 0,
      lastCurrentAt: '2031-05-06T09:41:00.000Z',
      notice: null,
    };
    act(() => bridge.emit({ name: 'syncProgress', payload: progress }));
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options()[2]).toHaveTextContent('Ben Smith');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    expect(options()[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent('W-BEN');
  });

  it('says why a search takes a moment while it runs', async () => {
    const answer = deferred<IpcResult<ServiceSearchResult>>();
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, [])),
      searchService: () => answer.promise,
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('quill');
    await screen.findByTestId('lookup-empty');
    await userEvent.click(screen.getByText('Search the service for “quill”'));
    expect(screen.getByTestId('lookup-searching')).toHaveTextContent('can take a few seconds');
    expect(screen.getByTestId('lookup-search-service')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer.resolve(ok(serviceFound('quill', []))));
    expect(screen.getByTestId('lookup-service-empty')).toHaveTextContent(
      'The service has no waiver for the tag “quill” or the last name “quill” either.',
    );
    expect(screen.queryByTestId('lookup-service-unasked')).toBeNull();
  });

  it('says "none" only of the question the service answered, and what it was not asked yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, [])),
      searchService: (request) =>
        ok(
          serviceFound(request.text, [], {
            answered: ['lastName'],
            unasked: [{ question: 'tag', because: 'budget' }],
            retryAfterSeconds: 37,
          }),
        ),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await user.click(box());
    await user.keyboard('quill');
    await screen.findByTestId('lookup-empty');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('lookup-service-empty')).toHaveTextContent(
      'The service has no waiver for the last name “quill” either.',
    );
    expect(screen.getByTestId('lookup-service-unasked')).toHaveTextContent(
      'The service was not searched for the tag “quill”: the searches were used up.',
    );
    expect(screen.getByTestId('lookup-search-wait')).toHaveTextContent('It can be searched again in 0:37.');
    expect(screen.getByTestId('lookup-search-service')).toHaveAttribute('aria-disabled', 'true');
  });

  it('when the service refuses (5 searches a minute), counts down and never searches again by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bridge = installFakeBridge({
      lookupWaivers: (request) => ok(found(request.text, [])),
      searchService: () => fail('rate_limited', { retryAfterSeconds: 41 }),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await user.click(box());
    await user.keyboard('quill');
    await screen.findByTestId('lookup-empty');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('lookup-search-wait')).toHaveTextContent(
      'It can be searched again in 0:41.',
    );
    expect(screen.getByTestId('lookup-search-service')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(bridge.callsOf('searchService')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('lookup-search-wait')).toHaveTextContent(/again in 0:3[01]\./);
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(screen.getByTestId('lookup-search-wait')).toHaveTextContent('It can be searched again now.');
    expect(screen.getByTestId('lookup-search-service')).not.toHaveAttribute('aria-disabled');
    // The wait is over, but only a press searches again.
    expect(bridge.callsOf('searchService')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(bridge.callsOf('searchService')).toHaveLength(2);
  });

  it('shows why the copy cannot answer, and still offers the service', async () => {
    const bridge = installFakeBridge({
      lookupWaivers: () =>
        fail('not_configured', { reason: { kind: 'no_copy', need: 'lookup', copyProblem: null } }),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('quill');
    expect(
      await within(screen.getByTestId('lookup-popup')).findByText(
        'This desk keeps no copy of the account, so lookups need the service.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('lookup-search-service')).toHaveTextContent('Search the service for “quill”');
    // A screen reader hears why, never that nothing was found: nothing was looked through.
    expect(screen.getByRole('status')).toHaveTextContent(
      'This desk keeps no copy of the account, so lookups need the service.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('No waiver found');
  });

  it('tells a screen reader the desk is not answering, not that nothing was found', async () => {
    const bridge = installFakeBridge({
      lookupWaivers: () => fail('network', { reason: { kind: 'host_not_answering' } }),
    });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('smith');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The Waiver Desk host is not answering.'),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('No waiver found');
  });

  it('tells a screen reader when the copy looked and found no one', async () => {
    const bridge = installFakeBridge({ lookupWaivers: (request) => ok(found(request.text, [])) });
    renderWithRoutes(bridge, <LookupBox />);
    await userEvent.click(box());
    await userEvent.keyboard('zzq');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("No waiver found in the desk's copy"),
    );
  });
});
