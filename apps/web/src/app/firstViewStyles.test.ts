import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The public pages carry only part of Mantine's stylesheet (firstViewStyles.ts, decision 0088):
// a Mantine component they start using without its styles would show unstyled. Each component
// the public pages import names the style files it needs (none: it has no styles of its own).
const STYLES_OF: Record<string, string[]> = {
  ActionIcon: ['ActionIcon', 'UnstyledButton'],
  Alert: ['Alert', 'CloseButton'],
  Anchor: ['Anchor', 'Text'],
  Badge: ['Badge'],
  Box: [],
  Button: ['Button', 'UnstyledButton', 'Loader'],
  Center: ['Center'],
  CloseButton: ['CloseButton', 'UnstyledButton'],
  Container: ['Container'],
  FocusTrap: [],
  Group: ['Group'],
  Loader: ['Loader'],
  LoadingOverlay: ['LoadingOverlay', 'Overlay', 'Loader'],
  Modal: ['Modal', 'ModalBase', 'Overlay', 'Paper', 'CloseButton'],
  NativeSelect: ['Input', 'Combobox'],
  Paper: ['Paper'],
  SimpleGrid: ['SimpleGrid'],
  Stack: ['Stack'],
  Text: ['Text'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Title: ['Title'],
  UnstyledButton: ['UnstyledButton'],
  VisuallyHidden: ['VisuallyHidden'],
  // Hooks, helpers and types: no styles.
  useComputedColorScheme: [],
  useMantineColorScheme: [],
  useMantineTheme: [],
  rem: [],
  createTheme: [],
  MantineProvider: [],
  isMantineColorScheme: [],
  MantineColorSchemeManager: [],
  MantineColorScheme: [],
};

const src = path.resolve(__dirname, '..');
// The public pages' modules (pageModules.ts) and what the app shows before any page.
const ROOTS = [
  'modules/public/pages/LandingPage.tsx',
  'modules/verification/pages/VerifyCertificatePage.tsx',
  'modules/pre-registrations/pages/requestPages.tsx',
  'modules/doctor-check/pages/DoctorCheckPage.tsx',
  'modules/reminders/pages/StopRemindersPage.tsx',
  'app/BootFallback.tsx',
  'app/RouteError.tsx',
  'app/providers.tsx',
  'app/theme.ts',
];

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  return null;
}

const MANTINE_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g;
const RELATIVE_IMPORT = /(?:from\s+|import\()\s*'(\.{1,2}\/[^']+)'/g;

/** Every name the public pages' code imports from '@mantine/core', following relative imports. */
function mantineNamesOfPublicPages(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const queue = ROOTS.map((file) => path.join(src, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || /\.(css|json|svg|png)$/.test(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, imported = ''] of code.matchAll(MANTINE_IMPORT))
      for (const part of imported.split(',')) {
        const name =
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '';
        if (name !== '') names.add(name);
      }
    for (const [, specifier = ''] of code.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(file, specifier);
      if (target !== null) queue.push(target);
    }
  }
  return names;
}

const listed = new Set(
  [
    ...readFileSync(path.join(src, 'app/firstViewStyles.ts'), 'utf8').matchAll(
      /'@mantine\/core\/styles\/([\w-]+)\.layer\.css'/g,
    ),
  ].map((match) => match[1]),
);

describe("the public pages' part of Mantine's stylesheet", () => {
  it('has the styles of every Mantine component the public pages import', () => {
    const names = mantineNamesOfPublicPages();
    expect(names.has('Button')).toBe(true);
    const unknown = [...names].filter((name) => !(name in STYLES_OF) && !/Props$/.test(name));
    expect(unknown).toEqual([]);
    const missing = [...names].flatMap((name) =>
      (STYLES_OF[name] ?? []).filter((file) => !listed.has(file)).map((file) => `${name}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it("starts with Mantine's baseline, variables and global styles", () => {
    expect([...listed].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
