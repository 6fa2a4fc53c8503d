#!/usr/bin/env node
// Lint step (`npm run lint`): web tests assert on elements with jest-dom matchers that can fail.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * `expect(screen.getByText('x')).toBeDefined()` never fails: getBy throws first, and an element is
 * always defined; on a queryBy it passes on null. Biome has no rule for it, so this check refuses
 * such matchers on a Testing Library query (or a variable holding one) and names the jest-dom
 * matcher to use instead. Tested on planted cases in scripts/web-assertions.test.mjs.
 */

const TEST_FILE = /\.test\.(ts|tsx)$/;
const QUERY = /\b(get|query|find)(All)?By\w*\s*\(|\bscreen\./;

/** Matchers that say nothing about an element, and what to write instead. */
const VACUOUS = {
  toBeDefined: '.toBeInTheDocument()',
  toBeTruthy: '.toBeInTheDocument()',
  'not.toBeUndefined': '.toBeInTheDocument()',
  'not.toBeNull': '.toBeInTheDocument()',
  toBeNull: '.not.toBeInTheDocument()',
};

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return testFiles(full);
    return TEST_FILE.test(name) ? [full] : [];
  });
}

/** `await (x as HTMLElement)!` read as `x`. */
function unwrap(node) {
  let inner = node;
  while (
    ts.isAwaitExpression(inner) ||
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isNonNullExpression(inner)
  ) {
    inner = inner.expression;
  }
  return inner;
}

/** `expect(a).not.toBeNull()` as `{ subject: a, matcher: 'not.toBeNull' }`, else undefined. */
function assertionOf(node) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
  let target = node.expression.expression;
  let matcher = node.expression.name.text;
  if (ts.isPropertyAccessExpression(target) && target.name.text === 'not') {
    matcher = `not.${matcher}`;
    target = target.expression;
  }
  const isExpect =
    ts.isCallExpression(target) &&
    ts.isIdentifier(target.expression) &&
    target.expression.text === 'expect';
  if (!isExpect || !(matcher in VACUOUS) || target.arguments.length === 0) return;
  return { subject: unwrap(target.arguments[0]), matcher };
}

/** The problems of one test file's text: `file:line: message`. */
export function assertionProblemsIn(text, file) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const holdsQuery = new Set();
  const found = [];
  const visit = (node) => {
    // A variable, or a helper like `const field = (name) => screen.getByRole(...)`, that holds one.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (QUERY.test(node.initializer.getText(source))) holdsQuery.add(node.name.text);
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      if (QUERY.test(node.body.getText(source))) holdsQuery.add(node.name.text);
    }
    const assertion = assertionOf(node);
    if (assertion) found.push({ node, ...assertion });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .filter(({ subject }) => {
      const named = ts.isCallExpression(subject) ? subject.expression : subject;
      if (ts.isIdentifier(named) && holdsQuery.has(named.text)) return true;
      return QUERY.test(subject.getText(source));
    })
    .map(({ node, matcher }) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      return `${file}:${line}: .${matcher}() on an element cannot fail as meant; use ${VACUOUS[matcher]} (or toBeVisible, toHaveTextContent...)`;
    });
}

/** Every weak element assertion in the test files under `roots`. */
export function assertionProblems(roots) {
  return roots
    .flatMap(testFiles)
    .flatMap((file) => assertionProblemsIn(readFileSync(file, 'utf8'), file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = assertionProblems([path.join(repo, 'apps/web/src')]);
  for (const problem of problems) console.error(problem.replace(`${repo}${path.sep}`, ''));
  if (problems.length > 0) {
    console.error(`\n${problems.length} web test assertion(s) that cannot fail as meant.`);
    process.exit(1);
  }
  console.log('web tests: element assertions use jest-dom matchers');
}
