import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertionProblems, assertionProblemsIn } from './web-assertions.mjs';

const problemsOf = (body) => assertionProblemsIn(body, 'Page.test.tsx');

describe('web test assertions (the lint step)', () => {
  it('accepts jest-dom matchers on elements and plain matchers on values', () => {
    expect(
      problemsOf(`
        expect(screen.getByText('Hola')).toBeInTheDocument();
        expect(await screen.findByRole('button', { name: 'Guardar' })).toBeDisabled();
        expect(screen.queryByText('Error')).not.toBeInTheDocument();
        expect(window.sessionStorage.getItem('token')).toBeNull();
        expect(result.current.errors.code).toBeUndefined();
        expect(calls[0]).toBeDefined();
      `),
    ).toEqual([]);
  });

  it('refuses toBeDefined on a query, however it is written, with its line', () => {
    const problems = problemsOf(`expect(screen.getByText('a')).toBeDefined();
expect(
  await dialog.findByText('b'),
).toBeDefined();
expect(within(row).getByRole('cell'), 'with a message').toBeDefined();
expect(screen.queryByRole('alert')).toBeDefined();`);
    expect(problems.map((problem) => problem.split(':')[1])).toEqual(['1', '2', '5', '6']);
    expect(problems[0]).toMatch(/\.toBeDefined\(\) on an element .* use \.toBeInTheDocument\(\)/);
  });

  it('refuses the other matchers that pass on any element or on null', () => {
    const problems = problemsOf(`
      expect(screen.getByText('a')).toBeTruthy();
      expect(screen.queryByText('b')).not.toBeNull();
      expect(screen.queryByText('c')).not.toBeUndefined();
      expect(screen.queryByText('d')).toBeNull();
    `);
    expect(problems.map((problem) => problem.match(/: \.(\S+)\(\)/)?.[1])).toEqual([
      'toBeTruthy',
      'not.toBeNull',
      'not.toBeUndefined',
      'toBeNull',
    ]);
    expect(problems[3]).toMatch(/use \.not\.toBeInTheDocument\(\)/);
  });

  it('follows a variable or a helper that holds a query', () => {
    const problems = problemsOf(`
      const field = (name) => screen.getByRole('textbox', { name });
      function sidebar() { return within(screen.getByRole('navigation')); }
      const heading = await screen.findByRole('heading');
      const total = 3;
      expect(heading).toBeDefined();
      expect(field(/^Latitud/)).toBeDefined();
      expect(sidebar().getByText('Inicio')).toBeDefined();
      expect(total).toBeDefined();
    `);
    expect(problems).toHaveLength(3);
  });
});

describe('web test files', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads test files only, in every folder', () => {
    root = mkdtempSync(path.join(tmpdir(), 'web-assertions-'));
    const files = {
      'modules/a/Page.test.tsx': "expect(screen.getByText('a')).toBeDefined();",
      'shared/b.test.ts': "expect(screen.getByText('b')).toBeDefined();",
      'modules/a/Page.tsx': "expect(screen.getByText('c')).toBeDefined();",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const problems = assertionProblems([root]);
    expect(problems.map((problem) => path.relative(root, problem.split(':')[0])).sort()).toEqual([
      path.join('modules', 'a', 'Page.test.tsx'),
      path.join('shared', 'b.test.ts'),
    ]);
  });
});
