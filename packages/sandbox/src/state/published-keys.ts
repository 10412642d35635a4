/** Published keys (4.7, 4.8): public tokens of the account, unique by label, never an API key. */
import type { PublishedKey } from '../../../../shared/domain/waiver.ts';
import { formatUtcIso } from '../server/dates.ts';
import { ConflictError } from '../server/errors.ts';
import { randomToken } from './tokens.ts';

export class PublishedKeyStore {
  private readonly keys: PublishedKey[] = [];
  private readonly apiKeys: ReadonlySet<string>;

  constructor(apiKeys: readonly string[]) {
    this.apiKeys = new Set(apiKeys);
  }

  list(): PublishedKey[] {
    return [...this.keys];
  }

  create(label: string, now: number): PublishedKey {
    const wanted = label.trim().toLowerCase();
    if (this.keys.some((key) => key.label.trim().toLowerCase() === wanted)) {
      throw new ConflictError('Label already in use; choose another');
    }
    let token = randomToken(24);
    while (this.apiKeys.has(token) || this.keys.some((key) => key.key === token)) token = randomToken(24);
    const key: PublishedKey = { createdAt: formatUtcIso(now), key: token, label };
    this.keys.push(key);
    return key;
  }
}
