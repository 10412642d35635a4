/** A choice among the account's published templates, with its own loading, empty and failed states. */
import { describeFailure } from '../../components/failure.ts';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import type { ControlProps } from '../../forms/FormField.tsx';
import { templatesText } from './words.ts';

interface Props {
  control: ControlProps;
  value: string;
  onChange(templateId: string): void;
}

export function TemplateSelect({ control, value, onChange }: Props) {
  const query = useSessionQuery('listAccountTemplates', { publishedOnly: true });
  const problem: unknown = query.error ?? query.failureReason;
  if (query.data === undefined) {
    return problem ? (
      <span className="manage-inline-failure" role="alert">
        {templatesText.select.loadFailed(describeFailure(problem).message)}{' '}
        <button type="button" className="button-quiet" onClick={() => void query.refetch()}>
          {templatesText.select.tryAgain}
        </button>
      </span>
    ) : (
      <select {...control} disabled value="">
        <option value="">{templatesText.select.loading}</option>
      </select>
    );
  }
  if (query.data.templates.length === 0) {
    return (
      <span className="manage-inline-failure" role="alert">
        {templatesText.select.nonePublished}
      </span>
    );
  }
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">{templatesText.select.choose}</option>
      {query.data.templates.map((template) => (
        <option key={template.templateId} value={template.templateId}>
          {template.title || template.templateId}
        </option>
      ))}
    </select>
  );
}
