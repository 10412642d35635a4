/** A template's version, its signing links and its webhook: what the list and the detail both show. */
import type { WaiverTemplate } from '../../../../shared/domain/waiver.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { LinkValue } from './LinkValue.tsx';
import { formatZoned } from './manage-format.ts';
import { webhookWhenWords } from './template-words.ts';
import { templatesText } from './words.ts';

export function publishedWords(template: WaiverTemplate, timeZone: string): string {
  if (!template.publishedOn) return templatesText.facts.notPublished;
  return templatesText.facts.published(
    template.publishedVersion,
    formatZoned(template.publishedOn, timeZone),
  );
}

export function TemplateFacts({ template }: { template: WaiverTemplate }) {
  const timeZone = useDeskTimeZone();
  return (
    <>
      <p className="template-published">{publishedWords(template, timeZone)}</p>
      <div className="template-links">
        {template.webUrl ? (
          <LinkValue
            label={templatesText.facts.webLink}
            url={template.webUrl}
            qr
            testId="template-web-link"
          />
        ) : null}
        {template.kioskUrl ? (
          <LinkValue label={templatesText.facts.kioskLink} url={template.kioskUrl} />
        ) : null}
        {template.vanityUrls.map((url) => (
          <LinkValue key={url} label={templatesText.facts.shortLink} url={url} qr />
        ))}
      </div>
      <p className="template-webhook">
        {template.webhook ? (
          <>
            {templatesText.facts.notifies} <code>{template.webhook.endpoint}</code>{' '}
            {webhookWhenWords(template.webhook.emailValidationRequired)}.
          </>
        ) : (
          templatesText.facts.noWebhook
        )}
      </p>
    </>
  );
}
