/** The hash route of one waiver's detail. */
import { generatePath } from 'react-router';
import { paths } from '../../paths.ts';

export const waiverPath = (waiverId: string): string => generatePath(paths.waiver, { waiverId });
