import { afterEach, describe, expect, it } from 'vitest';
import {
  colorSchemeCookie,
  cookieColorSchemeManager,
  readColorSchemeCookie,
} from './colorSchemeCookie';

function forgetCookie() {
  cookieColorSchemeManager(document).clear();
}

describe('colour-scheme cookie', () => {
  afterEach(forgetCookie);

  it('reads the preference among other cookies', () => {
    expect(readColorSchemeCookie('a=1; aptovial-color-scheme=dark; b=2')).toBe('dark');
    expect(readColorSchemeCookie('aptovial-color-scheme=light')).toBe('light');
  });

  it('ignores a missing cookie or an unknown value', () => {
    expect(readColorSchemeCookie('')).toBeNull();
    expect(readColorSchemeCookie('other=dark')).toBeNull();
    expect(readColorSchemeCookie('aptovial-color-scheme=purple')).toBeNull();
  });

  it('writes the preference for 365 days on the whole site', () => {
    expect(colorSchemeCookie('dark', { secure: false })).toBe(
      'aptovial-color-scheme=dark; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(colorSchemeCookie('light', { secure: true })).toContain('; Secure');
  });

  it('forgets the preference with max-age 0', () => {
    expect(colorSchemeCookie(null, { secure: false })).toContain('Max-Age=0');
  });

  it('round-trips through the Mantine manager', () => {
    const manager = cookieColorSchemeManager(document);
    expect(manager.get('light')).toBe('light');
    manager.set('dark');
    expect(document.cookie).toContain('aptovial-color-scheme=dark');
    expect(manager.get('light')).toBe('dark');
    manager.clear();
    expect(manager.get('light')).toBe('light');
  });
});
