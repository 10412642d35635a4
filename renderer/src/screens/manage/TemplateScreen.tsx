/** One template: its links, its webhook, and the custom questions it asks of the waiver and of each person. */
import { Link, useParams } from 'react-router';
import type { CustomFieldDefinition } from '../../../../shared/domain/waiver.ts';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { CopyableText } from './CopyableText.tsx';
import { managePaths } from './manage-paths.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { SendLinks } from './send-links.tsx';
import { TemplateFacts } from './TemplateFacts.tsx';
import { answerTypeWords, fieldKindWords } from './template-words.ts';
import { templatesText } from './words.ts';

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
              <th scope="col">{templatesText.fields.question}</th>
              <th scope="col">{templatesText.fields.kind}</th>
              <th scope="col">{templatesText.fields.answer}</th>
              <th scope="col">{templatesText.fields.fieldId}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.guid}>
                <td>{field.label || templatesText.fields.noLabel}</td>
                <td>{fieldKindWords(field.fieldType)}</td>
                <td>{answerTypeWords(field.type)}</td>
                <td>
                  <CopyableText
                    value={field.guid}
                    what={templatesText.fields.fieldIdOf(field.label || templatesText.fields.theQuestion)}
                  />
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
        <Link to={managePaths.templates}>{templatesText.detail.back}</Link>
      </p>
      <OfflineNote what={templatesText.detail.offline} />
      {query.data === undefined && isMissing(problem) ? (
        <p className="empty">{templatesText.detail.missing}</p>
      ) : (
        <QueryView query={query} loadingLabel={templatesText.detail.loading}>
          {(template) => (
            <>
              <div className="manage-section-head">
                <h2>{template.title || templatesText.untitled}</h2>
                <div className="actions">
                  <SendLinks templateId={template.templateId} title={template.title} />
                </div>
              </div>
              <p>
                {templatesText.detail.templateId}{' '}
                <CopyableText value={template.templateId} what={templatesText.detail.templateIdWhat} />
              </p>
              <TemplateFacts template={template} />
              <FieldTable
                title={templatesText.detail.waiverQuestions}
                fields={template.customFields ?? []}
                empty={templatesText.detail.noWaiverQuestions}
              />
              <FieldTable
                title={templatesText.detail.personQuestions}
                fields={template.customParticipantFields ?? []}
                empty={templatesText.detail.noPersonQuestions}
              />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
