/**
 * "Send this" and "Prefill this" for a template: they open the send screen on the
 * text-message or prefilled-link tab, with the template named in the address
 * (`#/send?template=<id>&tab=sms|prefill`).
 */
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { templatesText } from './words.ts';

export type SendTab = 'sms' | 'prefill';

export const sendLink = (templateId: string, tab: SendTab): string =>
  `${paths.send}?${new URLSearchParams({ template: templateId, tab }).toString()}`;

/**
 * The visible words are the start of each link's name and the template's title
 * finishes it for a screen reader, so spoken and shown names agree (a voice
 * command saying what is on screen still finds the link).
 */
export function SendLinks({ templateId, title }: { templateId: string; title: string }) {
  return (
    <>
      <Link className="button-quiet" to={sendLink(templateId, 'sms')}>
        {templatesText.send.byText} <span className="visually-hidden">{title}</span>
      </Link>
      <Link className="button-quiet" to={sendLink(templateId, 'prefill')}>
        {templatesText.send.prefill}{' '}
        <span className="visually-hidden">{templatesText.send.prefillWhom(title)}</span>
      </Link>
    </>
  );
}
