import { menuOffers } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer, type Scope, signIn } from '../../../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../../../test/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 60_000);
afterAll(() => t.close());

const listAs = async (scope: Scope, email: string) => {
  const token = await signIn(t.app, t.database, scope, email, DEMO_PASSWORD);
  return t.app.inject({ method: 'GET', url: '/api/certifields', headers: bearer(token) });
};

// The medic Directorate's menu hides the certificate list (decision 0051): the API refused
// Reportes from that table already, and answered the list anyway.
describe('GET /api/certifields (the list) follows the menu', () => {
  it('refuses the medic Directorate, whose menu hides it, with 403', async () => {
    expect(menuOffers({ module: 'medic', role: 'Directorate' }, 'listCertifields')).toBe(false);
    const response = await listAs('colegio', 'directiva.medicos@aptovial.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'FORBIDDEN' });
  });

  it('answers the roles whose menu offers it, and INTT and road medicine', async () => {
    const callers: [Scope, string][] = [
      ['colegio', 'admin.medicos@aptovial.test'],
      ['colegio', 'presidente.medicos@aptovial.test'],
      ['colegio', 'director.vial.medicos@aptovial.test'],
      ['INTT', 'funcionario.intt@aptovial.test'],
      ['medicVial', 'admin.vial@aptovial.test'],
    ];
    for (const [scope, email] of callers) {
      const response = await listAs(scope, email);
      expect([email, response.statusCode]).toEqual([email, 200]);
    }
  });
});
