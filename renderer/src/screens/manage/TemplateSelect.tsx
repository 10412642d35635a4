/** A choice among the account's published templates, with its own loading, empty and failed states. */
import { describeFailure } from '../../components/failure.ts';
import type { ControlProps } from '../../forms/FormField.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';

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
        The templates could not be loaded: {describeFailure(problem).message}{' '}
        <button type="button" className="button-quiet" onClick={() => void query.refetch()}>
          Try again
        </button>
      </span>
    ) : (
      <select {...control} disabled value="">
        <option value="">Loading the templates…</option>
      </select>
    );
  }
  if (query.data.templates.length === 0) {
    return (
      <span className="manage-inline-failure" role="alert">
        No template is published yet: publish one in the web console first.
      </span>
    );
  }
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">Choose the waiver…</option>
      {query.data.templates.map((template) => (
        <option key={template.templateId} value={template.templateId}>
          {template.title || template.templateId}
        </option>
      ))}
    </select>
  );
}
