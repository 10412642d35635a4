/** Each check: its outcome in words (not colour alone), what was found and what to do. */
import type { DiagnosticCheck } from '../../../../shared/ipc/diagnostics.ts';
import { fixOf, foundOf, OUTCOME_WORDS } from './diagnostics-words.ts';
import { diagnosticsText } from './words.ts';

const titles: Readonly<Record<string, string>> = diagnosticsText.checks.titles;

/** The check's title in the language in use; the doctor's own (English) for a check the page does not know. */
const titleOf = (check: DiagnosticCheck): string =>
  (Object.hasOwn(titles, check.name) ? titles[check.name] : undefined) ?? check.title;

export function CheckList({ checks }: { checks: DiagnosticCheck[] }) {
  return (
    <ul className="diagnostics-checks" aria-label={diagnosticsText.checks.label}>
      {checks.map((check) => {
        const fix = fixOf(check);
        return (
          <li key={check.name} className={`diagnostics-check outcome-${check.outcome.toLowerCase()}`}>
            <div className="diagnostics-check-head">
              <span className="diagnostics-outcome">{OUTCOME_WORDS[check.outcome]}</span>
              <h2 className="diagnostics-check-title">{titleOf(check)}</h2>
            </div>
            <p className="diagnostics-found">{foundOf(check)}</p>
            {fix ? (
              <p className="diagnostics-fix">
                <span className="diagnostics-fix-label">{diagnosticsText.checks.whatToDo}</span> {fix}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
