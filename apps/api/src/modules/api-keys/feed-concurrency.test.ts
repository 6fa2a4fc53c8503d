import type { CertificateEvent } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { testDatabaseUrl } from '../../test/config';
import {
  adminCalls,
  createKey,
  INTT_ADMIN,
  integrationsApp,
  plantCertificate,
  plantingSite,
  readFeed,
} from './testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
class Abort extends Error {}

/**
 * Exactly once under concurrency (decision 0085): PostgreSQL only, PGlite has one connection.
 * Writers take their transaction id early or late, sleep before or after writing, and a fifth
 * of them abort; a reader keeps its cursor and polls all along.
 */
describe.skipIf(!testDatabaseUrl())('the change feed under concurrent writers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await integrationsApp();
  });
  afterAll(() => t?.close());

  it('gives every committed certificate exactly once and no aborted one', async () => {
    const key = (
      await createKey(
        adminCalls(() => t),
        INTT_ADMIN,
        {
          name: 'Lector',
          scope: 'certificates:read',
        },
      )
    ).key;
    const site = await plantingSite(t);
    const committed: number[] = [];
    let aborted = 0;
    let serial = 1_000_001;
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };

    async function writer(rounds: number): Promise<void> {
      for (let round = 0; round < rounds; round += 1) {
        const mine = serial;
        serial += 2;
        const abort = random() < 0.2;
        const early = random() < 0.5;
        const pause = Math.floor(random() * 40);
        try {
          const ids = await t.database.db.transaction(async (tx) => {
            // Early: the xid is taken first and the events written after a pause, so later
            // transactions get smaller event ids; late: written first, committed after a pause.
            if (early) await tx.execute(sql`select pg_current_xact_id()`);
            await sleep(pause);
            const written = [
              await plantCertificate(tx, site, mine),
              await plantCertificate(tx, site, mine + 1),
            ];
            await sleep(early ? 0 : pause);
            if (abort) throw new Abort();
            return written;
          });
          committed.push(...ids);
        } catch (error) {
          if (!(error instanceof Abort)) throw error;
          aborted += 1;
        }
      }
    }

    const seen: CertificateEvent[] = [];
    let cursor: string | undefined;
    let writing = true;
    async function poll(): Promise<number> {
      const response = await readFeed(t.app, key, cursor, 25);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { data: CertificateEvent[]; cursor: string };
      seen.push(...page.data);
      cursor = page.cursor;
      return page.data.length;
    }
    const reader = (async () => {
      while (writing) {
        await poll();
        await sleep(3);
      }
    })();
    // One long transaction holds its xid across the whole run: nothing after it may be skipped.
    const long = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      await sleep(400);
      committed.push(await plantCertificate(tx, site, 1_000_999));
    });
    await Promise.all([writer(40), writer(40), writer(40), long]);
    writing = false;
    await reader;
    // Other databases' transactions on a shared server may hold the tail back a moment: read on
    // until every committed one came (a skipped event never would), then once more for doubles.
    for (let tries = 0; tries < 700 && seen.length < committed.length; tries += 1) {
      if ((await poll()) === 0) await sleep(25);
    }
    await poll();

    expect(aborted).toBeGreaterThan(0);
    const ids = seen.map((event) => event.certificateId);
    expect(new Set(seen.map((event) => event.id)).size).toBe(seen.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...committed].sort((a, b) => a - b));
  }, 60_000);
});
