/**
 * The bench's targets, each naming the section and figure it holds to, and the
 * comparison that finds the ones a run missed. A section that did not run misses
 * nothing; a section that ran without the figure (or with too few samples for it)
 * misses its target, since the target was not shown to hold.
 */
import type { Measures } from './stats.ts';

export interface Target {
  /** The report's key of the section that measures it. */
  section: string;
  /** The figure of that section held to the target. */
  figure: string;
  atMost?: number;
  atLeast?: number;
}

export interface Miss {
  target: string;
  section: string;
  figure: string;
  measured: number | null;
  atMost?: number;
  atLeast?: number;
}

const atMost = (section: string, figure: string, value: number): Target => ({
  section,
  figure,
  atMost: value,
});
const atLeast = (section: string, figure: string, value: number): Target => ({
  section,
  figure,
  atLeast: value,
});

/** Every target, by name. */
export function benchTargets(signingCheckEverySeconds: number): Record<string, Target> {
  return {
    sandbox100kReadyMs: atMost('sandbox', 'sandbox100kReadyMs', 10_000),
    cacheLookup100kP95Ms: atMost('cache', 'lookup100kP95Ms', 10),
    ingestPerSecond: atLeast('cache', 'ingest100kPerSecond', 5_000),
    lookup100kContractP95Ms: atMost('lookup', 'lookup100kContractP95Ms', 10),
    rssWithCopy100kMbAtMost: atMost('lookup', 'rssWithCopy100kMb', 250),
    backfillRequestsOverMinimumAtMost: atMost('backfill', 'backfillRequestsOverMinimum', 1.02),
    backfillThroughputOverCeilingAtLeast: atLeast('backfill', 'backfillThroughputOverCeiling', 0.95),
    backfill429s: atMost('backfill', 'backfill429s', 0),
    backfillLoopLagP99MsAtMost: atMost('backfill', 'backfillLoopLagP99Ms', 20),
    coldStartSpawnToTodayRowMsAtMost: atMost('coldStart', 'spawnToTodayRowMedianMs', 5_000),
    /** A new signing is findable within one look interval plus 15 s. */
    signingToFindableMaxSecondsAtMost: atMost(
      'signing',
      'signingToFindableMaxSeconds',
      signingCheckEverySeconds + 15,
    ),
    /** Requests of an hourly Today refresh minus (new check-ins / 100 + 1), the worst refresh. */
    todayHourlyRefreshRequestsOverBoundMaxAtMost: atMost(
      'todayHours',
      'hourlyRefreshRequestsOverBoundMax',
      0,
    ),
    /** Today of a desk holding 100 000 waivers and a busy day, in headless Chromium. */
    uiKeystrokeToPaintP95MsAtMost: atMost('ui', 'keystrokeToPaintP95Ms', 50),
    /** A scan's Enter to the painted verdict, with the already-in check: as fast as a gate. */
    uiScanEnterToVerdictP95MsAtMost: atMost('ui', 'scanEnterToWaiverPageP95Ms', 100),
    uiFamilyOfSixAlreadyInScanP95MsAtMost: atMost('ui', 'familyOfSixAlreadyInScanP95Ms', 100),
    budgetRefusalToPageMsAtMost: atMost('recovery', 'budgetRefusalToPageMaxMs', 3_000),
    hostCloseWithOpenSocketsMsAtMost: atMost('recovery', 'hostCloseWithOpenSocketsMaxMs', 1_000),
    copyLockReleaseToLookupMsAtMost: atMost('recovery', 'copyLockReleaseToLookupMaxMs', 3_000),
    desksRequestsAt10OverOneAtMost: atMost('desks', 'desksRequestsAt10OverOne', 1.2),
    desks429s: atMost('desks', 'desks429s', 0),
    desksSigningToFindableAtEveryDeskMsAtMost: atMost(
      'desks',
      'desksSigningToFindableAtEveryDeskMaxMs',
      60_000,
    ),
    desksTakeoverMsAtMost: atMost('desks', 'desksTakeoverMs', 30_000),
    desksLateJoinerServiceRequests: atMost('desks', 'desksLateJoinerServiceRequests', 0),
    /** Names, name words, tags, emails and phones of the waivers found in a pg_dump of the shared copy. */
    sharedDumpPersonalValuesFoundAtMost: atMost('privacy', 'sharedDumpPersonalValuesFound', 0),
    /** A 32 MB file with the key in it in every spelling, as served: spellings left, and memory it took. */
    hostileFileSpellingsLeftAtMost: atMost('privacy', 'hostileFileSpellingsLeft', 0),
    hostileFileScrubRssGrowthMbAtMost: atMost('privacy', 'hostileFileScrubRssGrowthMb', 96),
    /** Seconds, in Chromium: the service gone silent to the header saying so, the worst of the samples. */
    truthServiceSilenceToHeaderSecondsAtMost: atMost('truth', 'serviceSilenceToHeaderMaxSeconds', 15),
    /** A status page change to the indicator. */
    truthStatusChangeToIndicatorSecondsAtMost: atMost('truth', 'statusChangeToIndicatorMaxSeconds', 60),
    /** A check-in at one desk to the row on another desk's open Today. */
    truthAdmissionToOtherDeskSecondsAtMost: atMost('truth', 'admissionToOtherDeskMaxSeconds', 5),
  };
}

/** The value of each target, as the report states them. */
export const targetValues = (targets: Record<string, Target>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(targets).map(([name, target]) => [name, (target.atMost ?? target.atLeast) as number]),
  );

function met(target: Target, measured: number): boolean {
  if (target.atMost !== undefined && measured > target.atMost) return false;
  if (target.atLeast !== undefined && measured < target.atLeast) return false;
  return true;
}

/** Every target of a section that ran and did not show it held. */
export function findMisses(
  targets: Record<string, Target>,
  sections: Readonly<Record<string, Measures | undefined>>,
): Miss[] {
  const misses: Miss[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const section = sections[target.section];
    if (section === undefined) continue;
    const measured = section[target.figure] ?? null;
    if (measured !== null && met(target, measured)) continue;
    misses.push({
      target: name,
      section: target.section,
      figure: target.figure,
      measured,
      ...(target.atMost === undefined ? {} : { atMost: target.atMost }),
      ...(target.atLeast === undefined ? {} : { atLeast: target.atLeast }),
    });
  }
  return misses;
}
