/**
 * Answers to the template's own questions, under the template's labels (the
 * answer's own text when the template is not known). Questions left without an
 * answer, and display-only text blocks, carry nothing to read and are left out.
 */
import type { CustomFieldValue } from '../../../../shared/domain/waiver.ts';
import { waiverText } from './words.ts';

interface Props {
  answers: Record<string, CustomFieldValue>;
  labels: Record<string, string>;
  className?: string;
}

export function answeredFields(answers: Record<string, CustomFieldValue>, labels: Record<string, string>) {
  return Object.entries(answers)
    .filter(([, answer]) => answer.value.trim() !== '')
    .map(([guid, answer]) => ({
      guid,
      label: labels[guid] || answer.displayText || waiverText.answers.questionFallback,
      value: answer.value,
    }));
}

export function CustomAnswers({ answers, labels, className = 'answers' }: Props) {
  const answered = answeredFields(answers, labels);
  if (answered.length === 0) return null;
  return (
    <dl className={className}>
      {answered.map((field) => (
        <div key={field.guid} className="answer">
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
