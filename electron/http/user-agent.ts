/** A polite client names itself and its version (notes: "Authentication and headers"). */
import packageJson from '../../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;

export function defaultUserAgent(): string {
  const host = process.versions.electron ? 'electron' : 'node';
  return `WaiverDesk/${APP_VERSION} (+${host})`;
}
