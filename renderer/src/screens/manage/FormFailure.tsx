/** A failed send, in the desk's words, under the form (field-bound refusals show beside their fields). */
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';

export function FormFailure({ error }: { error: unknown }) {
  if (!error) return null;
  return <ErrorPanel failure={describeFailure(error)} />;
}
