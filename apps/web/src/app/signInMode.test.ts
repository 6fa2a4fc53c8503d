import { describe, expect, it } from 'vitest';
import { modesOfRoute, signInModeOf } from './signInMode';

describe('the sign-in of a protected page (decision 0069)', () => {
  it.each([
    ['listUsersInnt', ['INTT']],
    ['searchMedicsINTT', ['INTT']],
    ['dashboardMVial', ['medicVial']],
    ['payment', ['medicVial']],
    ['listMedicsVial', ['medicVial']],
    ['commisionDollar', ['colegio']],
    ['listMedics', ['colegio']],
    ['listCertifields', ['colegio', 'INTT']],
    ['dataProfile', ['colegio', 'INTT', 'medicVial']],
    ['home', ['colegio', 'INTT', 'medicVial']],
  ] as const)('%s belongs to %j', (route, modes) => {
    expect(modesOfRoute(route)).toEqual(modes);
  });

  it("picks a page's own mode whatever is preferred", () => {
    expect(signInModeOf('listUsersInnt', ['colegio', 'medicVial'])).toBe('INTT');
  });

  it('picks the first preferred mode among those of a shared page, else its first', () => {
    expect(signInModeOf('listCertifields', [null, 'INTT'])).toBe('INTT');
    expect(signInModeOf('listCertifields', ['medicVial', 'INTT'])).toBe('INTT');
    expect(signInModeOf('listCertifields', ['medicVial'])).toBe('colegio');
  });
});
