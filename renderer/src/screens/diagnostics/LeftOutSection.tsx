import type { LeftOutRecords } from '../../../../shared/ipc/diagnostics.ts';
import { diagnosticsText } from './words.ts';

const KINDS = ['waivers', 'checkinsToday', 'templates'] as const satisfies readonly (keyof LeftOutRecords)[];

/** What the desk's copy could not keep for lack of an id: counted, and said here. */
export function LeftOutSection({ leftOut }: { leftOut: LeftOutRecords | null }) {
  if (!leftOut) return null;
  const words = diagnosticsText.leftOut;
  const counted = KINDS.filter((kind) => leftOut[kind] > 0);
  return (
    <section
      className="diagnostics-left-out"
      aria-labelledby="diagnostics-left-out-title"
      data-testid="diagnostics-left-out"
    >
      <h2 id="diagnostics-left-out-title">{words.title}</h2>
      {counted.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p>{words.intro}</p>
          <ul>
            {counted.map((kind) => (
              <li key={kind}>{words[kind](leftOut[kind])}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
