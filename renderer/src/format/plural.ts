/**
 * Chooses between the plural forms of a text by the rules of the language it is
 * written in (Intl.PluralRules): English has "one" and "other"; a translation
 * gives the forms its own language has ("few", "many", …) and its language tag.
 * The words themselves stay in strings.ts; this only chooses among them.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type Plural = (count: number, forms: PluralForms) => string;

/** The plural chooser of one language. */
export function pluralsOf(language: string): Plural {
  const rules = new Intl.PluralRules(language);
  return (count, forms) => forms[rules.select(count)] ?? forms.other;
}
