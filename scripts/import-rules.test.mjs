import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importProblems } from './import-rules.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A source tree from `{ 'modules/a/x.ts': "import './y';" }`. */
function tree(files) {
  root = mkdtempSync(path.join(tmpdir(), 'imports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const problemsOf = (files, web = false) => {
  const source = tree(files);
  return importProblems({ roots: [source], webRoots: web ? [source] : [] });
};

describe('import rules (the lint step)', () => {
  it('accepts one-way imports', () => {
    expect(
      problemsOf({
        'modules/certificates/service.ts': "import { lots } from '../lots/service';",
        'modules/lots/service.ts': "import { fmt } from '../../shared/format';",
        'shared/format.ts': 'export const fmt = 1;',
      }),
    ).toEqual([]);
  });

  it('finds a cycle between files, type-only and dynamic imports included', () => {
    const problems = problemsOf({
      'modules/users/UserForm.tsx': "import { Fields } from './UserFormFields';",
      'modules/users/UserFormFields.tsx': "import type { Option } from './UserForm';",
      'modules/users/Page.tsx': "const form = () => import('./UserForm');",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/import cycle between files: .*UserForm.* -> .*UserForm/);
  });

  it('finds a cycle between modules that no single file closes', () => {
    const problems = problemsOf({
      'modules/lots/repo.ts': "import { rows } from '../certificates/rows';",
      'modules/certificates/rows.ts': 'export const rows = 1;',
      'modules/certificates/service.ts': "import { lots } from '../lots/service.js';",
      'modules/lots/service.ts': 'export const lots = 1;',
    });
    expect(problems).toEqual([
      expect.stringMatching(/between modules .*: (lots|certificates) <->/),
    ]);
  });

  it('ignores tests when drawing the module graph', () => {
    expect(
      problemsOf({
        'modules/lots/lots.test.ts': "import { rows } from '../certificates/rows';",
        'modules/certificates/rows.ts': "import { lots } from '../lots/service';",
        'modules/lots/service.ts': 'export const lots = 1;',
      }),
    ).toEqual([]);
  });

  it('keeps web modules out of each other, shared and modules out of app', () => {
    const problems = problemsOf(
      {
        'modules/verification/Page.tsx': "import { Header } from '../public/components/Header';",
        'modules/public/components/Header.tsx': 'export const Header = 1;',
        'modules/public/index.ts': "export { Header } from './components/Header';",
        'modules/auth/Cancel.tsx': "import { useLogout } from '../../app/layout/useLogout';",
        'app/layout/useLogout.ts': 'export const useLogout = 1;',
        'app/routes.tsx': "const page = () => import('../modules/verification/Page');",
        'shared/ui/Thing.tsx': "import { Header } from '../../modules/public';",
        'modules/lots/Page.tsx': "import { Header } from '../public';",
      },
      true,
    );
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/verification\/Page\.tsx reaches into .*public\/components\/Header/),
        expect.stringMatching(/auth\/Cancel\.tsx reaches into .*app\/layout\/useLogout/),
        expect.stringMatching(/shared\/ui\/Thing\.tsx reaches into .*modules\/public\/index\.ts/),
      ]),
    );
  });
});
