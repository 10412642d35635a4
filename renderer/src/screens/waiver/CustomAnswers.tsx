/**
 * Answers to the template's own questions, under the template's labels (the
 * answer's own text when the template is not known). Questions left without an
 * answer, and display-only text blocks, carry nothing to read and are left out. A
 * date question's answer (the service writes it `2025-05-14`) reads as the desk
 * writes dates.
 */
import type { CustomFieldValue } from '../../../../shared/domain/waiver.ts';
import { formatCalendarDate } from '../../format/waiver-dates.ts';
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
      value: answerText(answer.value),
    }));
}

/** How a date box's answer is written: a calendar day and nothing else. */
const CALENDAR_DAY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/** The answer as shown: a date in the desk's date format, anything else as the signer gave it. */
export function answerText(value: string): string {
  return CALENDAR_DAY.test(value) ? (formatCalendarDate(value.trim()) ?? value) : value;
}

export function CustomAnswers({ answers, labels, className = 'answers' }: Props) {
  const answered = answeredFields(answers, labels);
  if (answered.length === 0) return null;
  return (
    <dl className={className}>
      {answered.map((field) => (
        <div key={field.guid} className="answer">
          <dt>{field.label}</dt>
          {/* The signer's own answer, in the words they gave: no language of the desk's. */}
          <dd translate="no">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
