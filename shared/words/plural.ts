/**
 * Chooses between the plural forms of a text by the rules of the language it is
 * written in (Intl.PluralRules): English has "one" and "other"; a translation
 * gives the forms its own language has ("few", "many", …) and its language tag.
 * The words themselves stay beside their feature (the page's in a `words.ts` per feature);
 * this only chooses among them, for the page and the main process alike.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type Plural = (count: number, forms: PluralForms) => string;

/** The plural chooser of one language. */
export function pluralsOf(language: string): Plural {
  const rules = new Intl.PluralRules(language);
  return (count, forms) => forms[rules.select(count)] ?? forms.other;
}

/** The chooser of the language the desk's words are written in. */
export const plural: Plural = pluralsOf('en');
