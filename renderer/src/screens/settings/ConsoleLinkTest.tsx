/**
 * "Test link": the console link as it would open for a waiver, from the template
 * as typed, so a wrong path shows up before a desk worker relies on it. It uses
 * a waiver from today's list when one is loaded, so the console has a real one to find.
 */
import { useQueryClient } from '@tanstack/react-query';
import { consoleLink } from '../../../../shared/ipc/account.ts';
import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { sessionQueryKey } from '../../query/keys.ts';
import { settingsText } from './words.ts';

const words = settingsText.preferences.consoleLink;

/** Shaped like the service's ids; the console answers it with "not found", which still proves the link. */
export const SAMPLE_WAIVER_ID = 'Sample1a2b3c4d';

function useSampleWaiverId(): string {
  const { sessionId } = useKnownAppInfo();
  const today = useQueryClient().getQueryData<TodayCheckins>(
    sessionQueryKey(sessionId, 'listTodayCheckins', {}),
  );
  return today?.checkins[0]?.waiverId ?? SAMPLE_WAIVER_ID;
}

/** `template` is null while the field's text is not a usable link. */
export function ConsoleLinkTest({ template }: { template: string | null }) {
  const waiverId = useSampleWaiverId();
  if (template === null) return <span className="form-help">{words.fixFirst}</span>;
  return (
    <a
      className="button-quiet console-test"
      href={consoleLink(template, waiverId)}
      target="_blank"
      rel="noreferrer"
      title={words.testTitle}
    >
      {words.test}
    </a>
  );
}
