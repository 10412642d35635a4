/** One template: its links, its webhook, and the custom questions it asks of the waiver and of each person. */
import { Link, useParams } from 'react-router';
import type { CustomFieldDefinition } from '../../../../shared/domain/waiver.ts';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { CopyableText } from './CopyableText.tsx';
import { managePaths } from './manage-paths.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { SendLinks } from './send-links.tsx';
import { TemplateFacts } from './TemplateFacts.tsx';
import { answerTypeWords, fieldKindWords } from './template-words.ts';

function FieldTable({
  title,
  fields,
  empty,
}: {
  title: string;
  fields: CustomFieldDefinition[];
  empty: string;
}) {
  return (
    <section className="manage-subsection" aria-label={title}>
      <h3>{title}</h3>
      {fields.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <table className="manage-table">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Kind</th>
              <th scope="col">Answer</th>
              <th scope="col">Field id (for prefilled links)</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.guid}>
                <td>{field.label || '(no label)'}</td>
                <td>{fieldKindWords(field.fieldType)}</td>
                <td>{answerTypeWords(field.type)}</td>
                <td>
                  <CopyableText value={field.guid} what={`field id of ${field.label || 'the question'}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const isMissing = (problem: unknown): boolean =>
  problem instanceof DeskError && (problem.code === 'not_found' || problem.code === 'invalid_request');

export function TemplateScreen() {
  const { templateId = '' } = useParams();
  const query = useSessionQuery('getAccountTemplate', { templateId });
  const problem: unknown = query.error ?? query.failureReason;
  return (
    <div className="manage-tool" data-testid="template-detail">
      <p>
        <Link to={managePaths.templates}>← All templates</Link>
      </p>
      <OfflineNote what="The template shown is the one last loaded." />
      {query.data === undefined && isMissing(problem) ? (
        <p className="empty">The account has no template with this id; it may have been deleted.</p>
      ) : (
        <QueryView query={query} loadingLabel="Loading the template…">
          {(template) => (
            <>
              <div className="manage-section-head">
                <h2>{template.title || 'Untitled waiver'}</h2>
                <div className="actions">
                  <SendLinks templateId={template.templateId} title={template.title} />
                </div>
              </div>
              <p>
                Template id <CopyableText value={template.templateId} what="template id" />
              </p>
              <TemplateFacts template={template} />
              <FieldTable
                title="Questions about the waiver"
                fields={template.customFields ?? []}
                empty="No custom questions about the waiver."
              />
              <FieldTable
                title="Questions for each person"
                fields={template.customParticipantFields ?? []}
                empty="No custom questions for each person."
              />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
