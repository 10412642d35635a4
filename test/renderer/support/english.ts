/**
 * English in use at once, without loading a catalog: renderer tests (setup.ts) and the
 * node tests that read the page's words select what they show by its English.
 */
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import { putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';

putCatalogInUse('en', 'en-US', english);
