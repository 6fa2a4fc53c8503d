import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { insertRequest } from '../pre-registrations/testing';
import { CERTIFIELDS, roadKit } from './certificate-testing';

const kit = roadKit();
const { doctor, call, demo } = kit;
const search = (token: string, query: string) =>
  call(token, { method: 'GET', url: `${CERTIFIELDS}/searchPreRegister?${query}` });
const oneItem = (token: string, id: number) =>
  call(token, { method: 'GET', url: `${CERTIFIELDS}/getOneItemSearch?id=${id}` });
const idsOf = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((row) => row.id);

// Decision 0051: a road doctor read any state's request of the public (name, e-mail, phone,
// birth date) by its sequential id or a search; a doctor's reach is their college number's state.
describe("a road doctor reads only their college number's state's requests", () => {
  it('answers another state’s request by id as a missing one (404), and the search leaves it out', async () => {
    const { token, accountId } = await doctor('VialDirector', { state: 'VE-A' });
    // The account's own state does not widen it: the college number's state rules.
    await kit
      .t()
      .database.db.update(accounts)
      .set({ state: 'VE-B' })
      .where(eq(accounts.id, accountId));
    const dni = '31555777';
    const home = await insertRequest(kit.t(), { dni, state: 'VE-A', municipality: 101 });
    const away = await insertRequest(kit.t(), {
      dni,
      type: 'Renovación',
      state: 'VE-B',
      municipality: 201,
    });

    const awayOne = await oneItem(token, away);
    const missing = await oneItem(token, 99_999_999);
    expect(awayOne.statusCode).toBe(404);
    expect(awayOne.json()).toEqual(missing.json());
    expect(awayOne.body).not.toContain(dni);
    expect((await oneItem(token, home)).json().data).toMatchObject({ id: home, state: 'VE-A' });

    expect(idsOf(await search(token, `type=dni&q=${dni}`))).toEqual([home]);
    expect(idsOf(await search(token, 'type=name&q=Mar%C3%ADa'))).not.toContain(away);
  });

  it('leaves the road Admin national', async () => {
    const admin = await demo('medicVial', 'admin.vial');
    const dni = '31555888';
    const home = await insertRequest(kit.t(), { dni, state: 'VE-A', municipality: 101 });
    const away = await insertRequest(kit.t(), {
      dni,
      type: 'Renovación',
      state: 'VE-B',
      municipality: 201,
    });
    expect((await oneItem(admin, away)).json().data).toMatchObject({ id: away, state: 'VE-B' });
    expect(idsOf(await search(admin, `type=dni&q=${dni}`)).sort()).toEqual([home, away].sort());
  });
});
