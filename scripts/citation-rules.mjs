import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The citation rule of docs/decisions/0060: a comment or a page cites what a clone of the
 * repository holds (docs/product, docs/architecture.md, docs/decisions), never a document or a
 * tracker it lacks, nor a path that leaves the repository (the team's folder beside it, this
 * machine's absolute paths, an outside service's page anywhere but docs/integrations). Read by
 * `npm run lint` (scripts/check-citations.mjs) and tested on planted citations
 * (scripts/citation-rules.test.mjs).
 */

// A line break inside a comment or a list item may split a citation between its words.
const GAP = String.raw`(?:[ \t]|\r?\n[ \t]*(?:\*|//|#|--|>|-)?[ \t]*)+`;
const NUMBER = String.raw`#?\d{1,4}\b`;

const RULES = [
  {
    why: 'names a document the repository does not hold',
    pattern: /(?<![\w.-])(?:spec|design)\.md\b/gi,
  },
  // Upper case only (the short names), spelled so that this file does not cite itself.
  {
    why: 'cites an outside document by its short name',
    pattern: /\b(?:S[P]EC|D[E]SIGN)\b(?!\.md)/g,
  },
  {
    why: 'cites a section of an outside document',
    pattern: new RegExp(
      String.raw`\b(?:spec(?:ification)?|design)(?:'s)?${GAP}(?:section|§)`,
      'gi',
    ),
  },
  {
    why: 'cites an issue of a tracker the repository does not hold',
    pattern: new RegExp(String.raw`\bissue${GAP}${NUMBER}|\bissues?${GAP}?#\d`, 'gi'),
  },
  {
    // The plural cites when a list of numbers follows; before a noun it is the verb (a doctor
    // issues fifty certificates, in digits).
    why: 'cites issues of a tracker the repository does not hold',
    pattern: new RegExp(
      String.raw`\bissues${GAP}(?:\(${GAP}?)?\d{1,4}(?:${GAP}?(?:,|and|or|to|-|–)${GAP}?\d{1,4}\b)+`,
      'gi',
    ),
  },
  // Paths that leave the repository, spelled so that this file does not match itself. A web
  // module's own `shared` folder (apps/web/src/shared) is inside: only the outside one's folders
  // or the bare folder are refused.
  {
    why: "points to this machine's folders, not to the repository",
    pattern: /(?<![\w.~-])\/work\/[\w.@/-]*/g,
  },
  {
    why: 'points to a folder beside the repository',
    pattern:
      /(?<![\w.-])(?:\.\.\/)+shared(?:\/(?:integrations|data)\b[\w.@/-]*|(?![\w/'"-]|\.\w))/g,
  },
  {
    why: 'names an integration page outside docs/integrations',
    pattern: /(?<![\w/:.-])(?:\.{1,2}\/|[\w.-]+\/)*integrations\/[\w.-]+\.md\b/g,
    allows: (found, file) => resolvesInto(found, file, 'docs/integrations/'),
  },
];

/**
 * Whether a written path lands under `folder`: read from the repository root (as prose writes
 * paths), or from the file's own folder (as a page's relative link does).
 */
function resolvesInto(written, file, folder) {
  const fromRoot = path.posix.normalize(written);
  const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), written));
  return fromRoot.startsWith(folder) || fromFile.startsWith(folder);
}

/**
 * Every citation the rule refuses in one file's text, with its 1-based line. `file` is the path
 * from the repository root (a relative link is read from its folder); omitted, the root's.
 */
export function citationsIn(text, file = '') {
  const found = [];
  // Two rules may refuse one path (a note beside the repository); it is reported once.
  const reported = new Set();
  for (const { why, pattern, allows } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      if (reported.has(match.index) || allows?.(match[0], file)) continue;
      reported.add(match.index);
      found.push({ line, why, text: match[0].replace(/\s+/g, ' ') });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const SKIPPED = /(^|\/)(node_modules|dist)\/|(^|\/)package-lock\.json$/;

/** Files git tracks or would track (new ones included), minus dependencies and build output. */
export function candidateFiles(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter((file) => file && !SKIPPED.test(file)).sort();
}

/** A file's text, or undefined for a binary one (a NUL byte) or one gone since git listed it. */
function textOf(file) {
  try {
    const bytes = readFileSync(file);
    return bytes.includes(0) ? undefined : bytes.toString('utf8');
  } catch {
    return undefined;
  }
}

/** Every refused citation under `root` as `file:line: why: "text"`. */
export function citationProblems(root, files = candidateFiles(root)) {
  const problems = [];
  for (const file of files) {
    const text = textOf(path.join(root, file));
    if (text === undefined) continue;
    for (const found of citationsIn(text, file)) {
      problems.push(`${file}:${found.line}: ${found.why}: "${found.text}"`);
    }
  }
  return problems;
}
