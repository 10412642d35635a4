/**
 * The page's own errors and warnings, for the desk's one log: an error nothing
 * caught, a promise nobody handled, and what the page wrote to its console as an
 * error or a warning, each with the screen it came from. Only what names no
 * person crosses: the error's kind and its message with values left out (the page
 * cuts it with `messageWithoutValues`, main again before it logs a line).
 */
import { z } from 'zod';
import { errorNameSchema, SCREEN_NAMES } from './screen-failure.ts';

/** At most this many in one call; the page sends what gathered in a moment together. */
export const MAX_PAGE_PROBLEMS = 20;

export const pageProblemSchema = z
  .object({
    level: z.enum(['error', 'warn']),
    /** uncaught: an error nothing caught; rejection: a promise nobody handled; console: written to the console. */
    kind: z.enum(['uncaught', 'rejection', 'console']),
    screen: z.enum(SCREEN_NAMES),
    errorName: errorNameSchema,
    message: z.string().max(500),
  })
  .strict();
export type PageProblem = z.input<typeof pageProblemSchema>;

export const pageProblemsSchema = z
  .object({ problems: z.array(pageProblemSchema).min(1).max(MAX_PAGE_PROBLEMS) })
  .strict();

export interface PageProblemsLogged {
  /** How many became lines; the rest were counted (too many this minute). */
  logged: number;
}
