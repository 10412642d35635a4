/**
 * The pages behind the links the API hands out (prefill, dynamic, group invitation and
 * management): HTML while the link lives, 410 once it has expired, 404 when unknown.
 */
import type { ServerResponse } from 'node:http';
import { sendHtml } from '../server/respond.ts';
import { Router } from '../server/router.ts';
import type { AccountState } from '../state/account-state.ts';
import type { LinkKind } from '../state/signing-links.ts';

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

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></body></html>`;
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
    const title = (templateId === null ? undefined : account.template(templateId)?.title) ?? 'Waiver';
    sendHtml(res, 200, page(HEADINGS[match.route], title));
  }
  return true;
}
