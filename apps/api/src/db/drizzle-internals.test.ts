import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, Column, eq, getTableName, noopDecoder, sql } from 'drizzle-orm';
import { npmVersion } from 'drizzle-orm/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import type { Database } from './client';
import { conditionShapeOf, selectShapeOf, setRowMapper } from './drizzle-internals';
import { certificateDayCounts, certificateLots, certificates } from './schema/index';

/** The failure message: which Drizzle, what it no longer does, where that is relied on. */
const changed = (what: string) =>
  `drizzle-orm ${npmVersion} changed what db/drizzle-internals.ts relies on: ${what}. ` +
  'Adapt that file to it (docs/decisions/0012-drizzle-internals-adapter.md says what it needs).';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(certificateDayCounts).values([
    { state: 'VE-A', expeditionDate: '2025-01-01', total: 1 },
    { state: 'VE-B', expeditionDate: '2025-01-02', total: 5 },
  ]);
});
afterAll(() => database.close());

const days = getTableName(certificateDayCounts);
const selectDays = () =>
  database.db
    .select({
      state: certificateDayCounts.state,
      day: { date: certificateDayCounts.expeditionDate, total: certificateDayCounts.total },
      one: sql<number>`1`.mapWith(Number),
      two: sql`2`.as('two'),
    })
    .from(certificateDayCounts);

describe(`what the row plan reads of a prepared select (drizzle-orm ${npmVersion})`, () => {
  it('keeps its fields in cell order, each with its path, decoder and table', () => {
    const shape = selectShapeOf(selectDays().prepare('internals_fields'));
    expect(
      shape,
      changed('a prepared select no longer keeps `fields` as { path, field }'),
    ).toBeDefined();
    const fields = shape?.fields ?? [];
    expect(
      fields.map(({ path, table }) => ({ path, table })),
      changed('the `fields` of a prepared select are not the selection in order, with paths'),
    ).toEqual([
      { path: ['state'], table: days },
      { path: ['day', 'date'], table: days },
      { path: ['day', 'total'], table: days },
      { path: ['one'], table: undefined },
      { path: ['two'], table: undefined },
    ]);
    const decoders = fields.map(({ decode }) => decode);
    // A column or SQL whose decoder is Drizzle's base one is read as is: those must not change.
    const value = { driver: 'value' };
    expect(
      [Column.prototype.mapFromDriverValue(value), noopDecoder.mapFromDriverValue(value)],
      changed("Column's or noopDecoder's mapFromDriverValue no longer returns its value"),
    ).toEqual([value, value]);
    expect(
      decoders[4],
      changed('an SQL without mapWith no longer has noopDecoder'),
    ).toBeUndefined();
    expect(decoders[3]?.('7'), changed('`mapWith` no longer sets the `decoder` of an SQL')).toBe(7);
  });

  it('decodes a column through its own mapFromDriverValue', () => {
    const shape = selectShapeOf(
      database.db
        .select({ createdAt: certificates.createdAt })
        .from(certificates)
        .prepare('internals_column'),
    );
    const decoded = shape?.fields[0]?.decode?.('2025-01-02 03:04:05+00');
    expect(decoded, changed('a timestamp column no longer decodes to a Date')).toEqual(
      new Date('2025-01-02T03:04:05Z'),
    );
  });

  it('keeps the join map: table name -> always found (false when left-joined)', () => {
    const plain = selectShapeOf(selectDays().prepare('internals_no_join'));
    const joined = selectShapeOf(
      database.db
        .select({ certificate: certificates, numberTP: certificateLots.numberTP })
        .from(certificates)
        .leftJoin(certificateLots, eq(certificateLots.id, certificates.lotId))
        .prepare('internals_join'),
    );
    expect(
      joined?.joinsNotNullable,
      changed('a prepared select no longer keeps `joinsNotNullableMap` by table name'),
    ).toEqual({ [getTableName(certificates)]: true, [getTableName(certificateLots)]: false });
    expect(plain?.joinsNotNullable, changed('an unjoined select has another join map')).toEqual({
      [days]: true,
    });
  });

  it('answers what a row mapper set after prepare makes of the raw rows (arrays of cells)', async () => {
    const prepared = selectDays()
      .where(eq(certificateDayCounts.state, 'VE-A'))
      .prepare('internals_mapper');
    setRowMapper(prepared, (rows) => rows.map((cells) => ({ cells })));
    expect(
      await prepared.execute(),
      changed('`customResultMapper` set on a prepared select is not given the raw rows'),
    ).toEqual([{ cells: ['VE-A', '2025-01-01', 1, 1, 2] }]);
    expect(selectShapeOf(prepared), 'a select with its own mapper is left alone').toBeUndefined();
  });
});

describe(`how the dialect numbers a condition's parameters (drizzle-orm ${npmVersion})`, () => {
  it('writes parameter n as $n, in the order of its values', async () => {
    const where = and(eq(certificateDayCounts.state, 'VE-B'), eq(certificateDayCounts.total, 5));
    const shape = conditionShapeOf(where ?? sql`true`);
    expect(
      shape.text.match(/\$\d+/g),
      changed('PgDialect no longer writes parameters as $1, $2... in order'),
    ).toEqual(['$1', '$2']);
    expect(shape.values).toEqual({ w1: 'VE-B', w2: 5 });
    const rows = await database.db
      .select({ total: certificateDayCounts.total })
      .from(certificateDayCounts)
      .where(shape.toPlaceholders())
      .prepare('internals_placeholders')
      .execute(shape.values);
    expect(rows, changed('a placeholder no longer takes the value of its $n')).toEqual([
      { total: 5 },
    ]);
  });
});

describe('drizzle-internals.ts is the only file relying on them', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const adapter = fileURLToPath(new URL('./drizzle-internals.ts', import.meta.url));
  /** A prepared select's internals, an SQL's decoder, compiling by hand, `$n` read back. */
  const INTERNALS =
    /customResultMapper|joinsNotNullableMap|\.decoder\b|sqlToQuery|PgDialect|\\\$\(/;
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
    });

  it('no other source file of the API reads them', () => {
    const elsewhere = sources(src)
      .filter((file) => file !== adapter && INTERNALS.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(elsewhere, 'go through db/drizzle-internals.ts (decision 0012)').toEqual([]);
  });
});
