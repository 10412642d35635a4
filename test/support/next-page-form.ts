/** Which of the status service's three link forms a `next_page` link is written in (status-api.md, paging). */

export type LinkForm = '/api/v1/X' | '/api/v1/X.json' | '/v1/X';

export function formOf(link: string): LinkForm {
  const path = link.split('?')[0] ?? '';
  if (path.startsWith('/api/v1/')) return path.endsWith('.json') ? '/api/v1/X.json' : '/api/v1/X';
  if (path.startsWith('/v1/')) return '/v1/X';
  throw new Error(`unexpected next_page form: ${link}`);
}
