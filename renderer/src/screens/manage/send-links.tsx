/**
 * "Send this" and "Prefill this" for a template: they open the send screens with
 * the template chosen. Those screens are another part of the app; the links show
 * only in a build that has them.
 */
import { Link } from 'react-router';
import { paths } from '../../paths.ts';

const sendPath: string | undefined = (paths as Readonly<Record<string, string>>).send;

const sendLink = (templateId: string, tab: 'sms' | 'prefill'): string =>
  `${sendPath}?${new URLSearchParams({ template: templateId, tab }).toString()}`;

export function SendLinks({ templateId, title }: { templateId: string; title: string }) {
  if (!sendPath) return null;
  return (
    <>
      <Link className="button-quiet" to={sendLink(templateId, 'sms')} aria-label={`Send ${title} by text`}>
        Send this
      </Link>
      <Link
        className="button-quiet"
        to={sendLink(templateId, 'prefill')}
        aria-label={`Prefill ${title} for a customer`}
      >
        Prefill this
      </Link>
    </>
  );
}
