/** How a photo taken at signing is named: "Photo 2 of 3 taken at signing". */
import { waiverText } from './words.ts';

export const photoLabel = (index: number, count: number): string =>
  count === 1 ? waiverText.photos.onlyPhoto : waiverText.photos.photoOf(index + 1, count);
