/**
 * What of a screen's words a person cannot read whole: buttons, links, labels,
 * headings, tabs, table headers and legends whose text is wider (or, where their box
 * hides what spills, taller) than their box; any text cut with an ellipsis whose whole
 * is not in its title; a field's placeholder or a drop-down list's chosen item wider
 * than its box; and anything that runs past the window's right edge, or
 * past the edge of a box that hides or scrolls what spills from it.
 */
import type { Page } from '@playwright/test';

/** One clipped element: what it is, its text, and how it is clipped. */
export interface Clip {
  element: string;
  text: string;
  how: string;
}

/** Elements whose words must show whole. */
const WORDED =
  'button, [role="button"], [role="tab"], a, label, h1, h2, h3, h4, h5, h6, th, [role="columnheader"], legend, summary, caption, dt';

export function clippedText(page: Page): Promise<Clip[]> {
  return page.evaluate((worded) => {
    const clips: Clip[] = [];
    const seen = new Set<Element>();
    const textOf = (element: Element): string =>
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const nameOf = (element: Element): string =>
      element.tagName.toLowerCase() +
      (element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : '') +
      (element.className && typeof element.className === 'string'
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '');
    const add = (element: Element, how: string): void => {
      if (seen.has(element)) return;
      seen.add(element);
      clips.push({ element: nameOf(element), text: textOf(element), how });
    };
    const shown = (element: Element): boolean => {
      if (element.closest('[hidden], [aria-hidden="true"], .visually-hidden, .sr-only')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') return false;
      const box = element.getBoundingClientRect();
      // A box one pixel square is the visually-hidden pattern, there for screen readers.
      return box.width > 1 && box.height > 1;
    };
    const hides = (value: string): boolean => value !== 'visible';
    const SLACK = 1; // sub-pixel rounding

    for (const element of document.body.querySelectorAll(worded)) {
      if (!shown(element) || !textOf(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline') continue; // an inline box is its line's: its block is checked
      if (element.scrollWidth > element.clientWidth + SLACK)
        add(element, `text ${element.scrollWidth}px wide in a box ${element.clientWidth}px wide`);
      else if (
        (hides(style.overflowY) || hides(style.overflowX)) &&
        element.scrollHeight > element.clientHeight + SLACK
      )
        add(element, `text ${element.scrollHeight}px tall in a box ${element.clientHeight}px tall`);
    }

    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      if (
        style.textOverflow === 'ellipsis' &&
        hides(style.overflowX) &&
        element.scrollWidth > element.clientWidth + SLACK &&
        (element.getAttribute('title') ?? '').trim() === ''
      )
        add(element, 'cut with an ellipsis, its whole text in no title');
    }

    // A box's words drawn inside it: an empty field's placeholder, a list's chosen item.
    const measure = document.createElement('canvas').getContext('2d');
    const ARROW = 20; // what a drop-down list's arrow takes of its box
    for (const element of document.body.querySelectorAll('input, textarea, select')) {
      if (!measure || !shown(element)) continue;
      const field = element as HTMLInputElement | HTMLSelectElement;
      const text =
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.textContent ?? '')
          : field.value === ''
            ? field.placeholder
            : '';
      if (!text.trim()) continue;
      const style = getComputedStyle(field);
      measure.font = style.font;
      const room =
        field.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        (field instanceof HTMLSelectElement ? ARROW : 0);
      const wide = Math.ceil(measure.measureText(text.trim()).width);
      if (field instanceof HTMLTextAreaElement ? false : wide > room + SLACK)
        clips.push({
          element: nameOf(field),
          text: text.trim().slice(0, 80),
          how: `its words ${wide}px wide in ${Math.floor(room)}px of room`,
        });
    }

    // Past the window's right edge, or past the edge of a box that hides or scrolls sideways.
    const viewport = document.documentElement.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || element.children.length > 0 || !textOf(element)) continue;
      const box = element.getBoundingClientRect();
      let right = viewport;
      let left = 0;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (hides(getComputedStyle(parent).overflowX)) {
          const edge = parent.getBoundingClientRect();
          right = Math.min(right, edge.right);
          left = Math.max(left, edge.left);
        }
      }
      if (box.right > right + SLACK || box.left < left - SLACK)
        add(
          element,
          `runs from ${Math.round(box.left)} to ${Math.round(box.right)}px, its room ${Math.round(left)} to ${Math.round(right)}px`,
        );
    }
    if (document.documentElement.scrollWidth > viewport + SLACK)
      clips.push({
        element: 'html',
        text: '',
        how: `the page is ${document.documentElement.scrollWidth}px wide in a window ${viewport}px wide`,
      });
    return clips;
  }, WORDED);
}
