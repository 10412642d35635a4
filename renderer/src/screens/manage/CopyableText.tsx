/** A value to copy that is not a link (a key, an id, a setting). */
import { CopyButton } from './CopyButton.tsx';

interface Props {
  value: string;
  what: string;
  testId?: string;
}

export function CopyableText({ value, what, testId }: Props) {
  return (
    <span className="copyable">
      <code className="copyable-value" data-testid={testId}>
        {value}
      </code>
      <CopyButton text={value} what={what} />
    </span>
  );
}
