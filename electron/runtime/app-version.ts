/** The app's version, read from package.json once (bundles inline it through esbuild's JSON loader). */
import packageJson from '../../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;
