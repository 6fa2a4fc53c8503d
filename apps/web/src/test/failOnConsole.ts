import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * docs/architecture.md: a test that logs console.error (or a React/Mantine warning) fails.
 * setup.ts arms the check for every test of every file.
 */
export function failOnConsoleMessages(): void {
  let errorSpy: ReturnType<typeof vi.spyOn>;
  let warnSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errorSpy = vi.spyOn(console, 'error');
    warnSpy = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    const logged = [...errorSpy.mock.calls, ...warnSpy.mock.calls].map((args) =>
      args.map(String).join(' '),
    );
    errorSpy.mockRestore();
    warnSpy.mockRestore();
    expect(logged, 'console.error or console.warn was called').toEqual([]);
  });
}
