import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Sign-in, profile, support messages, the demo seed and the Mailer port each
// have one home; these checks fail if one of them moves back into another's.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));
}
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');
const filesMatching = (folder: string, pattern: RegExp) =>
  sourceFiles(folder).filter((file) => pattern.test(read(file)));

describe('each concern lives in its own module', () => {
  it('keeps the auth module to sign-in: no profile photo, support message or demo seed', () => {
    expect(filesMatching('modules/auth', /sharp|supportMessages|seedDemo|demoUsers/)).toEqual([]);
  });

  it('writes support messages only in the support module repo', () => {
    expect(filesMatching('modules', /supportMessages\)/)).toEqual([
      path.join('modules', 'support', 'repo.ts'),
    ]);
  });

  it('updates the profile photo only in the profile module', () => {
    const photoFiles = filesMatching('modules', /from 'sharp'/);
    expect(photoFiles).toContain(path.join('modules', 'profile', 'service.ts'));
    // Its test support (profile/testing.ts) makes sample images: still the profile module.
    expect(photoFiles.filter((file) => !file.startsWith(path.join('modules', 'profile')))).toEqual(
      [],
    );
  });

  it('declares the Mailer port once, in adapters/mail', () => {
    expect(filesMatching('.', /export (type|interface) Mailer\b/)).toEqual([
      path.join('adapters', 'mail', 'types.ts'),
    ]);
  });

  it('keeps every demo seed in seeds/, none in a module', () => {
    expect(filesMatching('modules', /DEMO_PASSWORD =|export async function seedDemo/)).toEqual([]);
    expect(sourceFiles('seeds').sort()).toEqual(
      ['demo-commission.ts', 'demo-pre-registrations.ts', 'demo-registers.ts', 'demo-users.ts'].map(
        (file) => path.join('seeds', file),
      ),
    );
  });
});
