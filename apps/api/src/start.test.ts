import { PRE_REGISTER_SETTING } from '@aptovial/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import {
  accounts,
  certificateLots,
  commissions,
  preRegistrations,
  registers,
  schoolNumbers,
  settings,
  users,
} from './db/schema/index';
import { openConfiguredDatabase, seedIfEmpty } from './start';
import { testConfig } from './test/config';
import { MIGRATIONS_FOLDER, openTestDatabase } from './test/database';

describe('start-up with an unreachable database', () => {
  it('fails with one line naming DATABASE_URL', async () => {
    // Port 1 on loopback refuses at once: nothing listens there.
    const config = testConfig({ databaseUrl: 'postgres://postgres@127.0.0.1:1/aptovial' });
    const failure = openConfiguredDatabase(config, { migrations: MIGRATIONS_FOLDER });
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/revise DATABASE_URL/);
  });
});

describe('demo data on start-up', () => {
  it('seeds the demo people once on an empty database, and nothing with DEMO_DATA=false', async () => {
    const production = await openTestDatabase();
    try {
      expect(await seedIfEmpty(testConfig({ demoData: false }), production)).toEqual([]);
      expect(await production.db.select().from(users)).toHaveLength(0);
      expect(await production.db.select().from(registers)).toHaveLength(0);
      expect(await production.db.select().from(preRegistrations)).toHaveLength(0);
      expect(await production.db.select().from(commissions)).toHaveLength(0);
      const [closed] = await production.db.select().from(settings);
      expect(closed).toMatchObject({ key: PRE_REGISTER_SETTING, enabled: false });
    } finally {
      await production.close();
    }
    const local = await openTestDatabase();
    try {
      const first = await seedIfEmpty(testConfig({ demoData: true }), local);
      expect(first).toContain('admin.intt@aptovial.test');
      expect(first.length).toBeGreaterThanOrEqual(14);
      expect(await seedIfEmpty(testConfig({ demoData: true }), local)).toEqual([]);
      expect(await local.db.select().from(users)).toHaveLength(first.length);
      // The demo registers come once, with the people: three medics enabled for road medicine
      // (the third, MV-0003, without a credential until someone grants one).
      expect(await local.db.select().from(registers)).toHaveLength(6);
      const numbers = await local.db.select().from(schoolNumbers);
      const vial = numbers.filter((row) => row.medicVial);
      expect(vial.map((row) => row.licenseNumber).sort()).toEqual([
        'MV-0001',
        'MV-0002',
        'MV-0003',
      ]);
      // The medic VialDirector issues certificates as MV-0001, on the VE-A demo lot; the
      // road-medicine VialDirector works as the same number (its profile shows it), the
      // road-medicine Admin as MV-0002, their own.
      const holders = await local.db
        .select()
        .from(accounts)
        .where(isNotNull(accounts.schoolNumberId))
        .orderBy(accounts.module, accounts.role);
      const numberOf = (licence: string) => vial.find((row) => row.licenseNumber === licence)?.id;
      expect(holders.map((row) => [row.module, row.role, row.schoolNumberId])).toEqual([
        ['medic', 'VialDirector', numberOf('MV-0001')],
        ['medicVial', 'Admin', numberOf('MV-0002')],
        ['medicVial', 'VialDirector', numberOf('MV-0001')],
      ]);
      const lots = await local.db.select().from(certificateLots);
      expect(lots).toMatchObject([
        { state: 'VE-A', initialNumber: 1_000_001, numberTP: 'TP-2026-01' },
      ]);
      // A few open requests of the public, and requests switched on (the migration seeds it off).
      const requests = await local.db.select().from(preRegistrations);
      expect(requests.length).toBeGreaterThanOrEqual(3);
      expect(requests.every((row) => row.certificateId === null)).toBe(true);
      const [requestsSwitch] = await local.db
        .select()
        .from(settings)
        .where(eq(settings.key, PRE_REGISTER_SETTING));
      expect(requestsSwitch?.enabled).toBe(true);
      // One commission in force, at the official rate: the pay form prices on the first start.
      expect(await local.db.select().from(commissions)).toMatchObject([
        { commissionDollarGeneral: '5.00', dollarPrice: null, status: 'active' },
      ]);
    } finally {
      await local.close();
    }
  });
});
