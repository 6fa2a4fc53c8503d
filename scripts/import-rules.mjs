import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import rules of docs/decisions/0013: no import cycle between files or between modules, and a
 * web module reaches another only through that module's `index.ts`. Read by `npm run lint`
 * (scripts/check-imports.mjs) and tested on planted breaks (scripts/import-rules.test.mjs).
 */

const SOURCE = /\.(ts|tsx|mts)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveRelative(from, specifier, known) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const suffix of CANDIDATES) {
    if (known.has(base + suffix)) return base + suffix;
  }
  return undefined;
}

/** Every file's relative imports (static, re-exports, type-only and dynamic), resolved to files. */
export function importGraph(root) {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier, known))
      .filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one member, or a member importing itself. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** `modules/<name>` of a file under `<root>/modules`, or undefined for the rest of the tree. */
function moduleOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : undefined;
}

const isTest = (file) => /\.test\.(ts|tsx|mts)$/.test(file);

/** The graph between modules, from their non-test files. */
export function moduleGraph(root, graph) {
  const modules = new Map();
  for (const [file, targets] of graph) {
    const from = moduleOf(root, file);
    if (!from || isTest(file)) continue;
    const edges = modules.get(from) ?? new Set();
    for (const target of targets) {
      const to = moduleOf(root, target);
      if (to && to !== from) edges.add(to);
    }
    modules.set(from, edges);
  }
  return new Map([...modules].map(([name, edges]) => [name, [...edges]]));
}

/** The web's layering: a module is reached through its index; shared and modules never reach up. */
export function layerBreaks(root, graph) {
  const breaks = [];
  const top = (file) => path.relative(root, file).split(path.sep)[0];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [moduleOf(root, file), moduleOf(root, target)];
      // app/ composes the modules (routes, layout): it may reach any of their files.
      const intoOther = from && to && to !== from && !/^index\.tsx?$/.test(path.basename(target));
      const layer = top(file);
      const upward =
        (layer === 'shared' && ['modules', 'app'].includes(top(target))) ||
        (layer === 'modules' && top(target) === 'app');
      if (intoOther || upward) breaks.push({ file, target });
    }
  }
  return breaks;
}

/** Every break of the rules under the given source roots, as readable lines. */
export function importProblems({ roots, webRoots }) {
  const problems = [];
  const show = (file) => path.relative(process.cwd(), file);
  for (const root of roots) {
    const graph = importGraph(root);
    for (const cycle of cyclesOf(graph)) {
      problems.push(`import cycle between files: ${cycle.map(show).join(' -> ')}`);
    }
    for (const cycle of cyclesOf(moduleGraph(root, graph))) {
      problems.push(`import cycle between modules of ${show(root)}: ${cycle.join(' <-> ')}`);
    }
    if (!webRoots.includes(root)) continue;
    for (const { file, target } of layerBreaks(root, graph)) {
      problems.push(`${show(file)} reaches into ${show(target)}: move what both use to shared/`);
    }
  }
  return problems;
}
