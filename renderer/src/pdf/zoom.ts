/** The viewer's zoom steps, and the scale at which a page fills the width it has. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

const MIN_FIT = 0.5;
const MAX_FIT = 2;

export function fitWidthScale(pageWidth: number, availableWidth: number): number {
  if (pageWidth <= 0 || availableWidth <= 0) return 1;
  return Math.min(MAX_FIT, Math.max(MIN_FIT, availableWidth / pageWidth));
}

/** The next step up (or down) from wherever the zoom is now, fit-width included. */
export function nextZoom(current: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((step) => step > current + 0.001) ?? current;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 0.001) ?? current;
}
