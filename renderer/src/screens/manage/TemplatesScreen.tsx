/** The account's waiver templates: each with its links and webhook, and a way to its fields or to sending it. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { WaiverTemplate } from '../../../../shared/domain/waiver.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { templatePath } from './manage-paths.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { SendLinks } from './send-links.tsx';
import { TemplateFacts } from './TemplateFacts.tsx';
import { templatesText } from './words.ts';

function TemplateCard({ template }: { template: WaiverTemplate }) {
  const headingId = `template-${template.templateId}`;
  return (
    <li className="manage-card" aria-labelledby={headingId} data-testid="template-card">
      <div className="manage-card-head">
        <h3 id={headingId}>{template.title || templatesText.untitled}</h3>
        <div className="actions">
          <Link className="button-quiet" to={templatePath(template.templateId)}>
            {templatesText.list.details}
          </Link>
          <SendLinks templateId={template.templateId} title={template.title} />
        </div>
      </div>
      <TemplateFacts template={template} />
    </li>
  );
}

export function TemplatesScreen() {
  const [publishedOnly, setPublishedOnly] = useState(true);
  const query = useSessionQuery('listAccountTemplates', { publishedOnly });
  return (
    <section className="manage-tool" aria-labelledby="templates-title">
      <div className="manage-section-head">
        <h2 id="templates-title">{templatesText.list.title}</h2>
        <label className="form-choice">
          <input
            type="checkbox"
            checked={publishedOnly}
            onChange={(event) => setPublishedOnly(event.currentTarget.checked)}
          />
          {templatesText.list.publishedOnly}
        </label>
      </div>
      <OfflineNote what={templatesText.list.offline} />
      <QueryView
        query={query}
        loadingLabel={templatesText.list.loading}
        isEmpty={(data) => data.templates.length === 0}
        empty={() => (
          <p className="empty" data-testid="templates-empty">
            {publishedOnly ? templatesText.list.emptyPublished : templatesText.list.emptyAll}
          </p>
        )}
      >
        {(data) => (
          <ul className="manage-cards" aria-label={templatesText.list.cardsLabel}>
            {data.templates.map((template) => (
              <TemplateCard key={template.templateId} template={template} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
