/**
 * "Send this" and "Prefill this" for a template: they open the send screen on the
 * text-message or prefilled-link tab, with the template named in the address
 * (`#/send?template=<id>&tab=sms|prefill`).
 */
import { Link } from 'react-router';
import { paths } from '../../paths.ts';

export type SendTab = 'sms' | 'prefill';

export const sendLink = (templateId: string, tab: SendTab): string =>
  `${paths.send}?${new URLSearchParams({ template: templateId, tab }).toString()}`;

export function SendLinks({ templateId, title }: { templateId: string; title: string }) {
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
