/**
 * Finds words the desk shows that live outside its words modules (a `words.ts`
 * beside each feature under renderer/src/, and beside the contract's schemas under
 * shared/, whose field messages both sides show): text between JSX tags, and string literals that read
 * like prose (a space, or one capitalised word) anywhere they are not code
 * (class names, ids, module paths, key names in comparisons, literal types, errors
 * meant for developers). A string that only looks like words is marked
 * `// not words: <why>` on its line or the line above. The test in test/app/renderer-words.test.ts runs it;
 * `node scripts/find-loose-words.ts [folder or file …]` lists what it finds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface LooseWord {
  file: string;
  line: number;
  text: string;
}

/**
 * The modules allowed to hold the desk's words: a `words.ts` beside each feature,
 * anywhere under renderer/src/ or shared/ (the schemas' field messages, which the
 * page shows whether its own check or the main process's refused the field).
 */
export const WORDS_MODULE = /^(?:renderer\/src|shared)\/(?:.+\/)?words\.ts$/;

/** The folders whose words the finder reads by default. */
export const WORDS_FOLDERS = ['renderer/src', 'shared'] as const;

/** Whether a file (relative to the project's root) is one of the desk's words modules. */
export function isWordsModule(file: string): boolean {
  return WORDS_MODULE.test(file.split(sep).join('/'));
}

/** Attributes whose values are code: ids, class names, input kinds, ARIA references. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'type',
  'role',
  'key',
  'name',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'lang',
  'dir',
  'rel',
  'target',
  'method',
  'href',
  'to',
  'src',
  'accept',
  'pattern',
  'form',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-live',
  'aria-current',
  'aria-haspopup',
  'aria-autocomplete',
  'aria-activedescendant',
  'aria-owns',
  'aria-relevant',
  'aria-orientation',
  'aria-sort',
  'aria-invalid',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'shapeRendering',
  'xmlns',
]);

/** Calls whose string arguments are code, not words: class lists, selectors, developer errors. */
const CODE_CALLS = new Set([
  'cx',
  'classNames',
  'querySelector',
  'querySelectorAll',
  'closest',
  'matches',
  'getElementById',
  'createElement',
  'addEventListener',
  'removeEventListener',
  'setAttribute',
  'getAttribute',
  'removeAttribute',
  'hasAttribute',
  'Error',
  'TypeError',
  'RangeError',
  'DOMException',
  'debug',
  'log',
  'warn',
  'error',
  'info',
  'assertNever',
]);

/** `// not words: <why>` on a string's line or the line above keeps it where it is. */
const ALLOW_MARK = /\/\/ not words: \S/;

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Prose: letters with a space between words, or one capitalised word ("Refresh"). */
export function readsLikeWords(text: string): boolean {
  const trimmed = text.trim();
  if (!/[A-Za-z]/.test(trimmed)) return false;
  if (/^[A-Z][a-z]+[.…!?:]?$/.test(trimmed)) return true;
  return /[A-Za-z][^\S\n]+[A-Za-z(]|[A-Za-z][.…!?]$|^[^\w]+\s*[A-Za-z]/.test(trimmed) && /\s|…/.test(trimmed);
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** True where a string is part of the program rather than something shown to a person. */
function isCodePosition(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent: ts.Node | undefined = node.parent;
  while (parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) {
      return true;
    }
    if (ts.isJsxAttribute(parent)) {
      const name = parent.name.getText();
      return CODE_ATTRIBUTES.has(name) || name.startsWith('data-');
    }
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && child !== parent.expression) {
      if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
      const name = calleeName(parent);
      if (name !== null && CODE_CALLS.has(name)) return true;
    }
    if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) return true;
    if (ts.isCaseClause(parent) && parent.expression === child) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === child) return true;
    // Stop at the nearest statement or JSX element: beyond it the string's role is settled.
    if (ts.isStatement(parent) || ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) return false;
    child = parent;
    parent = parent.parent;
  }
  return false;
}

/** The texts of a string or template literal (a template's parts between its values); none for anything else. */
export function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  }
  return [];
}

/** A source file's syntax tree, JSX read in a `.tsx`. */
export function parseSource(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

export function scanSource(file: string, source: string): LooseWord[] {
  const sourceFile = parseSource(file, source);
  const found: LooseWord[] = [];
  const lines = source.split('\n');
  const report = (node: ts.Node, text: string): void => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    // A string that only looks like words (a key name, a file type) says so where it stands.
    if (ALLOW_MARK.test(lines[line] ?? '') || ALLOW_MARK.test(lines[line - 1] ?? '')) return;
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/[A-Za-z]/.test(node.text)) report(node, node.text);
      return;
    }
    const texts = literalTexts(node);
    if (texts.length > 0) {
      const joined = texts.join(' … ');
      if (texts.some(readsLikeWords) && !isCodePosition(node)) report(node, joined);
      if (ts.isTemplateExpression(node)) {
        for (const span of node.templateSpans) visit(span.expression);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$/;

export function listSources(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const full = join(path, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return SOURCE.test(entry.name) && !SKIPPED.test(entry.name) ? [full] : [];
  });
}

export function findLooseWords(root: string, paths: readonly string[] = WORDS_FOLDERS): LooseWord[] {
  return paths
    .flatMap((path) => listSources(resolve(root, path)))
    .map((file) => relative(root, file))
    .filter((file) => !isWordsModule(file))
    .flatMap((file) => scanSource(file, readFileSync(resolve(root, file), 'utf8')));
}

if (import.meta.main) {
  const found = findLooseWords(process.cwd(), process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const word of found) console.log(`${word.file}:${word.line}  ${word.text}`);
  console.log(`${found.length} loose word${found.length === 1 ? '' : 's'}`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
