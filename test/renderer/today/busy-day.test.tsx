/**
 * A busy day of ten thousand check-ins: only the rows in view are in the page,
 * the table still tells a screen reader how many rows it has and where each
 * one is, and the keyboard reaches every row (↑/↓, Page Up/Down, Home, End,
 * Enter opens). jsdom lays nothing out, so the scrolling region and the rows are
 * given the heights a browser would give them.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckinTable, RENDER_ALL_UP_TO } from '../../../renderer/src/screens/today/CheckinTable.tsx';
import { todayRows } from '../../../renderer/src/screens/today/today-rows.ts';
import { renderWithRoutes } from '../lookup/lookup-fixtures.tsx';
import { installFakeBridge } from '../support/fake-bridge.ts';
import { checkin, today, ZONE } from '../support/fixtures.ts';

const VIEW_PX = 600;
/** As a browser draws one line of a row (the table's own first guess, so the two agree). */
const ROW_PX = 41;
const DAY = 10_000;

const dayOf = (count: number) =>
  today(
    Array.from({ length: count }, (_, index) =>
      checkin(index + 1, `Guest${index}`, { waiverId: `W${index}` }),
    ),
  );

const restore: (() => void)[] = [];

/** Gives `prototype[name]` a value computed per element, for this test only. */
function layout(
  name: 'clientHeight' | 'offsetHeight' | 'scrollHeight',
  value: (element: HTMLElement) => number,
) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return value(this);
    },
  });
  restore.push(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
}

beforeEach(() => {
  layout('clientHeight', (element) => (element.dataset.testid === 'checkins-scroll' ? VIEW_PX : 0));
  layout('offsetHeight', (element) => (element.matches('tr[data-index]') ? ROW_PX : 0));
  // The region scrolls through the whole day: its rows and the header row.
  layout('scrollHeight', (element) =>
    element.dataset.testid === 'checkins-scroll' ? (DAY + 1) * ROW_PX : 0,
  );
  const scrollTo = HTMLElement.prototype.scrollTo;
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollTop = typeof options === 'object' ? (options.top ?? this.scrollTop) : this.scrollTop;
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
  restore.push(() => {
    HTMLElement.prototype.scrollTo = scrollTo;
  });
});

afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
  vi.useRealTimers();
});

const table = () => screen.getByRole('table', { name: "Today's check-ins" });
const bodyRows = () => table().querySelectorAll<HTMLElement>('tbody tr[data-index]');

describe("a busy day's check-ins", () => {
  it('put only the rows in view in the page, and tell how many there are and where each is', async () => {
    const bridge = installFakeBridge();
    renderWithRoutes(bridge, <CheckinTable rows={todayRows(dayOf(DAY))} timeZone={ZONE} />);
    expect(await screen.findByText('Guest0 Tester')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', String(DAY + 1));
    expect(bodyRows().length).toBeGreaterThan(VIEW_PX / ROW_PX - 1);
    expect(bodyRows().length).toBeLessThan(60);
    expect(within(table()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    // The rows out of view are stood for by hidden spacers, so the scroll bar is the whole day's.
    expect(table().querySelector('tr.checkins-spacer')).toHaveAttribute('aria-hidden', 'true');
    // One stop for Tab in the whole table.
    expect([...bodyRows()].filter((row) => row.tabIndex === 0)).toHaveLength(1);

    const region = screen.getByTestId('checkins-scroll');
    region.scrollTop = 5_000 * ROW_PX;
    fireEvent.scroll(region);
    expect(await screen.findByText('Guest5000 Tester')).toBeInTheDocument();
    expect(screen.queryByText('Guest0 Tester')).toBeNull();
    const middle = screen.getByText('Guest5000 Tester').closest('tr');
    expect(middle).toHaveAttribute('aria-rowindex', '5002');
  });

  it('are reached from the keyboard, scrolling as it goes, and Enter opens the focused one', async () => {
    const bridge = installFakeBridge();
    renderWithRoutes(bridge, <CheckinTable rows={todayRows(dayOf(DAY))} timeZone={ZONE} />);
    const first = (await screen.findByText('Guest0 Tester')).closest('tr') as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByText('Guest1 Tester').closest('tr') as HTMLElement;
    expect(second).toHaveFocus();
    expect(second.tabIndex).toBe(0);

    fireEvent.keyDown(second, { key: 'End' });
    await vi.waitFor(() => expect(screen.getByText(`Guest${DAY - 1} Tester`).closest('tr')).toHaveFocus());
    expect(document.activeElement).toHaveAttribute('aria-rowindex', String(DAY + 1));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' });
    await vi.waitFor(() => expect(screen.getByText(`Guest${DAY - 16} Tester`).closest('tr')).toHaveFocus());

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    await vi.waitFor(() => expect(screen.getByText('Guest0 Tester').closest('tr')).toHaveFocus());

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(screen.getByTestId('opened')).toHaveTextContent('W1');
  });

  it('a short day is all in the page, without a scrolling region of its own', () => {
    const bridge = installFakeBridge();
    renderWithRoutes(bridge, <CheckinTable rows={todayRows(dayOf(RENDER_ALL_UP_TO))} timeZone={ZONE} />);
    expect(bodyRows()).toHaveLength(RENDER_ALL_UP_TO);
    expect(table()).toHaveAttribute('aria-rowcount', String(RENDER_ALL_UP_TO + 1));
    expect(screen.getByTestId('checkins-scroll')).not.toHaveClass('checkins-scroll');
  });
});
