/** The order counts of migration 0035 as kept, and as counted again from the certificates. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// Each bucket found another way than the trigger's: an anchored key's is how many anchors come
// at or before it (they are numbered 1, 2, ... in the order).
const recount = sql`
  select b.sort, s.state, ch.channel, b.bucket, count(*)::int as total
  from certificates c
  cross join lateral (values
    ('serial', (select count(*) from certificate_serial_anchors a where a.serial <= c.serial)),
    ('dueDate', (c.due_date - date '2000-01-01')::bigint),
    ('names', (select count(*) from certificate_name_anchors a
               where a.sort = 'names' and (a.name, a.id) <= (c.names, c.id))),
    ('lastNames', (select count(*) from certificate_name_anchors a
                   where a.sort = 'lastNames' and (a.name, a.id) <= (c.last_names, c.id)))
  ) as b(sort, bucket)
  cross join lateral (values (c.state), ('')) as s(state)
  cross join lateral (values (c.channel), ('')) as ch(channel)
  group by 1, 2, 3, 4`;

const kept = sql`
  select sort, state, channel, bucket, total from certificate_order_counts where total <> 0`;

/** Every counter row as one comparable line, sorted. */
async function linesOf(db: Db, query: typeof kept): Promise<string[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return rows
    .map((row) => JSON.stringify([row.sort, row.state, row.channel, Number(row.bucket), row.total]))
    .sort();
}

export const orderCountsKept = (db: Db) => linesOf(db, kept);
export const orderCountsRecounted = (db: Db) => linesOf(db, recount);
