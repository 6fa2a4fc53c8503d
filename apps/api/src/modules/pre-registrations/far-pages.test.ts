import { afterAll, beforeAll, describe, it } from 'vitest';
import { preRegistrations } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { expectPagesWithinCap } from '../../test/far-pages';
import { tokensFor } from '../users/testing';
import { applicant, callerOf, PREFIX } from './testing';

// Decision 0044, on Lista-preRegistro: pages nearer the end than the start are walked from the
// end. One statement writes the requests: one created_at, one last name and one state for all,
// so only the id orders them, walked either way. Decision 0054: a page CAP rows or more from both
// ends is refused (the cap lowered so a short list has a middle).
const CAP = 40;
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(undefined, { listDepthCap: CAP });
  await t.database.db.insert(preRegistrations).values(
    Array.from({ length: 3 * CAP + 30 }, (_, index) => {
      const { typeCertifields, ...fields } = applicant({ names: index % 4 === 0 ? 'Ana' : 'Rosa' });
      return { ...(fields as typeof fields & { nationality: 'V' }), type: typeCertifields };
    }),
  );
}, 60_000);
afterAll(() => t.close());

const call = callerOf(() => t);
const tokenOf = tokensFor(() => t);

describe('Lista-preRegistro pages far into a long list', () => {
  it('answers the rows a walk from the start gives within the cap of either end, and refuses the middle', async () => {
    const token = await tokenOf('medicVial', 'admin.vial');
    await expectPagesWithinCap({
      db: t.database.db,
      idColumn: preRegistrations.id,
      keyColumn: preRegistrations.id,
      limit: 8,
      cap: CAP,
      orders: [
        { column: 'lastNames', direction: 'asc', sortColumn: preRegistrations.lastNames },
        { column: 'createdAt', direction: 'desc', sortColumn: preRegistrations.createdAt },
        { column: 'names', direction: 'desc', sortColumn: preRegistrations.names },
        { column: 'state', direction: 'asc', sortColumn: preRegistrations.state },
        { column: 'dni', direction: 'desc', sortColumn: preRegistrations.dni },
        { column: 'createdAt', direction: 'asc', sortColumn: preRegistrations.createdAt },
      ],
      read: (query) => call(token, { method: 'GET', url: `${PREFIX}?${query}` }),
    });
  });
});
