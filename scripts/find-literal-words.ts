/**
 * Finds words the page shows that are not in the catalogs (renderer/locales/), so stay in
 * one language whatever the desk's Language: in a component (`.tsx` under renderer/src/),
 * text between JSX tags holding a letter of any alphabet, a string written as a JSX child
 * (`{'Hello'}`), and a string holding a letter in an attribute a person reads or hears
 * (`aria-label`, `title`, `placeholder`, `alt`, `label`, and the components' own props named
 * so: `loadingLabel`, `emptyText`); in a words module of the page (a `words.ts` under
 * renderer/src/), a string that reads like words where a message id belongs.
 *
 * It is the stricter sibling of `find-loose-words.ts`, which keeps words in the words
 * modules: that one finds prose anywhere outside them; this one finds any letter in what a
 * component shows, and words a words module holds as text. The few texts that are the same
 * in every language are named in `SAME_IN_EVERY_LANGUAGE`; a words module's texts not in the
 * catalogs yet, in `NOT_IN_CATALOGS_YET`, each with why. The test in
 * test/i18n/no-literal-words.test.ts runs it; `node scripts/find-literal-words.ts` lists
 * what it finds.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import {
  isWordsModule,
  type LooseWord,
  listSources,
  literalTexts,
  parseSource,
  readsLikeWords,
} from './find-loose-words.ts';

/** Texts a component may write as they are: the same in every language. */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([]);

/**
 * A words module's texts not in the catalogs yet, by `file` and the property that holds
 * them, with why; emptied as they move.
 */
export const NOT_IN_CATALOGS_YET: Readonly<Record<string, string>> = {};

/** Attributes a person reads or hears, and component props named as words. */
const SHOWN_ATTRIBUTE =
  /^(?:aria-(?:label|description|roledescription|valuetext|placeholder)|title|placeholder|alt|label|summary)$|(?:Label|Text|Title|Hint|Placeholder|Message|Caption|Heading)$/;

const LETTER = /\p{L}/u;

function literalText(node: ts.Node): string | null {
  const texts = literalTexts(node);
  return texts.length > 0 ? texts.join(' … ') : null;
}

/** The strings an expression may give: both ends of a `?:`, either side of `??` and `||`. */
function shownStrings(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  )
    return [...shownStrings(node.left), ...shownStrings(node.right)];
  return literalText(node) === null ? [] : [node];
}

/** The name of the property a string in a words module sits under (`csv` for `csv: { date: 'Date' }`), outermost first. */
function propertyPath(node: ts.Node): string[] {
  const path: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (ts.isPropertyAssignment(at) && (ts.isIdentifier(at.name) || ts.isStringLiteral(at.name)))
      path.unshift(at.name.text);
  return path;
}

export function scanForLiteralWords(
  file: string,
  source: string,
  waiting: Readonly<Record<string, string>> = NOT_IN_CATALOGS_YET,
): LooseWord[] {
  const sourceFile = parseSource(file, source);
  const found: LooseWord[] = [];
  const report = (node: ts.Node, text: string): void => {
    const trimmed = text.trim().replace(/\s+/g, ' ');
    if (SAME_IN_EVERY_LANGUAGE.has(trimmed)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: trimmed.slice(0, 80) });
  };
  const wordsModule = isWordsModule(file);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
      return;
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const shown of shownStrings(node.expression)) {
        const text = literalText(shown) ?? '';
        if (LETTER.test(text)) report(shown, text);
      }
    }
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTE.test(node.name.getText(sourceFile)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const shown of value ? shownStrings(value) : []) {
        const text = literalText(shown) ?? '';
        if (LETTER.test(text)) report(shown, text);
      }
      return;
    }
    if (wordsModule) {
      const text = literalText(node);
      if (text !== null) {
        const under = propertyPath(node);
        const waits = under.some((name) => Object.hasOwn(waiting, `${file} ${name}`));
        if (!waits && readsLikeWords(text) && !ts.isImportDeclaration(node.parent)) report(node, text);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** What the page shows outside the catalogs, in renderer/src (or the folders and files given). */
export function findLiteralWords(root: string, paths: readonly string[] = ['renderer/src']): LooseWord[] {
  return paths
    .flatMap((path) => listSources(resolve(root, path)))
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((file) => file.endsWith('.tsx') || isWordsModule(file))
    .flatMap((file) => scanForLiteralWords(file, readFileSync(resolve(root, file), 'utf8')));
}

if (import.meta.main) {
  const found = findLiteralWords(process.cwd(), process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const word of found) console.log(`${word.file}:${word.line}  ${word.text}`);
  console.log(`${found.length} literal word${found.length === 1 ? '' : 's'}`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
