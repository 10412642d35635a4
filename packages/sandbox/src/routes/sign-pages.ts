/**
 * The pages behind the links the API hands out (prefill, dynamic, group invitation and
 * management): HTML while the link lives, 410 once it has expired, 404 when unknown.
 * A prefilled link's page lists the people and answers it fills in.
 */
import type { ServerResponse } from 'node:http';
import type { PrefillPerson, WaiverTemplate } from '../../../../shared/domain/waiver.ts';
import { sendHtml } from '../server/respond.ts';
import { Router } from '../server/router.ts';
import type { AccountState } from '../state/account-state.ts';
import type { LinkKind, PrefilledAnswers } from '../state/signing-links.ts';

const pages = new Router<LinkKind>();
pages.add('GET', '/sign/prefill/:uuid', 'prefill');
pages.add('GET', '/sign/dynamic/:uuid', 'dynamic');
pages.add('GET', '/sign/group/:uuid', 'group');
pages.add('GET', '/groups/manage/:uuid', 'group-management');

const HEADINGS: Record<LinkKind, string> = {
  prefill: 'Prefilled waiver',
  dynamic: 'Dynamic waiver',
  group: 'Group waiver invitation',
  'group-management': 'Group Leader Dashboard',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string, extra = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${extra}</body></html>`;
}

const fullName = (person: PrefillPerson): string =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

/** The prefilled people and answers, as the signer would find them filled in. */
function prefilledHtml(answers: PrefilledAnswers, template: WaiverTemplate | undefined): string {
  const labels = new Map(
    [...(template?.customFields ?? []), ...(template?.customParticipantFields ?? [])].map((field) => [
      field.guid,
      field.label,
    ]),
  );
  const answerItems = (values: Record<string, string> | undefined): string =>
    Object.entries(values ?? {})
      .map(
        ([guid, value]) =>
          `<li data-guid="${escapeHtml(guid)}">${escapeHtml(labels.get(guid) ?? guid)}: ${escapeHtml(value)}</li>`,
      )
      .join('');
  const personItem = (person: PrefillPerson, role: string): string => {
    const custom = answerItems(person.customFields);
    return `<li class="${role}">${escapeHtml(fullName(person) || '(no name)')}${person.dob ? ` (born ${escapeHtml(person.dob)})` : ''}${custom ? `<ul>${custom}</ul>` : ''}</li>`;
  };
  const people = answers.participants.map((person) => personItem(person, 'participant')).join('');
  const guardian = answers.guardian
    ? `<h2>Guardian</h2><ul>${personItem(answers.guardian, 'guardian')}</ul>`
    : '';
  const waiverAnswers = answerItems(answers.customWaiverFields);
  return [
    people ? `<h2>Participants</h2><ul>${people}</ul>` : '',
    guardian,
    waiverAnswers ? `<h2>Answers</h2><ul>${waiverAnswers}</ul>` : '',
  ].join('');
}

/** Answers the request when it is a link page; false when the path is not one. */
export function answerSignPage(
  method: string,
  path: string,
  res: ServerResponse,
  account: AccountState,
  now: number,
): boolean {
  const match = pages.match(method, path);
  if (!match) return false;
  const uuid = match.params.uuid as string;
  const state = account.links.state(match.route, uuid, now);
  if (state === 'unknown') {
    sendHtml(res, 404, page('Not Found', 'This link does not exist.'));
  } else if (state === 'expired') {
    sendHtml(res, 410, page('Link expired', 'This link has expired. Ask for a new one.'));
  } else {
    const templateId = account.links.templateOf(uuid);
    const template = templateId === null ? undefined : account.template(templateId);
    const answers = account.links.answersOf(uuid);
    const extra = answers ? prefilledHtml(answers, template) : '';
    sendHtml(res, 200, page(HEADINGS[match.route], template?.title ?? 'Waiver', extra));
  }
  return true;
}

/** Where an auto-tag link points (notes: `/auto/?auto_waiverid={templateId}&auto_tag={tag}`). */
export const AUTO_TAG_PATH = '/auto/';

/**
 * The page an auto-tag link opens: the template to sign, with the tag the signed
 * waiver will carry. Signing itself happens through the control endpoint.
 */
export function answerAutoTagPage(
  method: string,
  url: URL,
  res: ServerResponse,
  account: AccountState,
): boolean {
  if (method !== 'GET' || (url.pathname !== AUTO_TAG_PATH && url.pathname !== '/auto')) return false;
  const templateId = url.searchParams.get('auto_waiverid') ?? '';
  const tag = url.searchParams.get('auto_tag') ?? '';
  const template = account.template(templateId);
  if (!template) {
    sendHtml(res, 404, page('Not Found', 'This waiver does not exist.'));
  } else if (tag.length > 64) {
    sendHtml(res, 400, page('Tag too long', 'An auto-tag has at most 64 characters.'));
  } else {
    sendHtml(res, 200, page('Waiver', template.title, `<p class="auto-tag">Tagged: ${escapeHtml(tag)}</p>`));
  }
  return true;
}
