/** The account's waiver templates: each with its links and webhook, and a way to its fields or to sending it. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { WaiverTemplate } from '../../../../shared/domain/waiver.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { templatePath } from './manage-paths.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { SendLinks } from './send-links.tsx';
import { TemplateFacts } from './TemplateFacts.tsx';

function TemplateCard({ template }: { template: WaiverTemplate }) {
  const headingId = `template-${template.templateId}`;
  return (
    <li className="manage-card" aria-labelledby={headingId} data-testid="template-card">
      <div className="manage-card-head">
        <h3 id={headingId}>{template.title || 'Untitled waiver'}</h3>
        <div className="actions">
          <Link className="button-quiet" to={templatePath(template.templateId)}>
            Questions and details
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
        <h2 id="templates-title">Waiver templates</h2>
        <label className="form-choice">
          <input
            type="checkbox"
            checked={publishedOnly}
            onChange={(event) => setPublishedOnly(event.currentTarget.checked)}
          />
          Published only
        </label>
      </div>
      <OfflineNote what="The templates shown are the ones last loaded." />
      <QueryView
        query={query}
        loadingLabel="Loading the waiver templates…"
        isEmpty={(data) => data.templates.length === 0}
        empty={() => (
          <p className="empty" data-testid="templates-empty">
            {publishedOnly
              ? 'No template is published yet. Untick "Published only" to see the drafts.'
              : 'This account has no waiver templates yet; they are made in the web console.'}
          </p>
        )}
      >
        {(data) => (
          <ul className="manage-cards" aria-label="Waiver templates">
            {data.templates.map((template) => (
              <TemplateCard key={template.templateId} template={template} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
