/** A template's version, its signing links and its webhook: what the list and the detail both show. */
import type { WaiverTemplate } from '../../../../shared/domain/waiver.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { LinkValue } from './LinkValue.tsx';
import { formatZoned } from './manage-format.ts';
import { webhookWhenWords } from './template-words.ts';

export function publishedWords(template: WaiverTemplate, timeZone: string): string {
  if (!template.publishedOn) return 'Not published: customers cannot sign it yet';
  return `Version ${template.publishedVersion}, published ${formatZoned(template.publishedOn, timeZone)}`;
}

export function TemplateFacts({ template }: { template: WaiverTemplate }) {
  const timeZone = useDeskTimeZone();
  return (
    <>
      <p className="template-published">{publishedWords(template, timeZone)}</p>
      <div className="template-links">
        {template.webUrl ? (
          <LinkValue label="Web link" url={template.webUrl} qr testId="template-web-link" />
        ) : null}
        {template.kioskUrl ? <LinkValue label="Kiosk link" url={template.kioskUrl} /> : null}
        {template.vanityUrls.map((url) => (
          <LinkValue key={url} label="Short link" url={url} qr />
        ))}
      </div>
      <p className="template-webhook">
        {template.webhook ? (
          <>
            Notifies <code>{template.webhook.endpoint}</code>{' '}
            {webhookWhenWords(template.webhook.emailValidationRequired)}.
          </>
        ) : (
          'No notification of its own: the account’s webhook (if any) applies.'
        )}
      </p>
    </>
  );
}
