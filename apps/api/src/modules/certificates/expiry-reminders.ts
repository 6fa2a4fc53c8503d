import { routePaths, todayInCaracas } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { dayText, type HolderMailer } from './holder-mail';
import { expiryReminderEmail, type UpcomingOperative } from './holder-templates';
import type { StopLinks } from './reminder-stop';

/** Days before expiry a holder is reminded. */
export const REMIND_DAYS = 30;
const BATCH = 200;

/** The operatives module's door (app.ts passes it), described here so neither module imports the other. */
export type NextOperatives = (
  municipality: number,
  today: string,
  executor?: Db,
) => Promise<UpcomingOperative[]>;

type Deps = {
  database: Database;
  mail: Pick<HolderMailer, 'enqueueMany' | 'kick'>;
  nextOperatives: NextOperatives;
  links: StopLinks;
  publicUrl: string;
  clock: () => Date;
};

type Claimed = {
  email: string;
  municipality: number | null;
  serial: number;
  names: string;
  due_date: string;
};

/**
 * Claims up to `limit` holders due for their reminder and marks them reminded, in one statement:
 * a certificate issued here, enabled, expiring within 30 days (not yet expired), whose holder has
 * no later enabled certificate and whose address did not stop the reminders. SKIP LOCKED lets a
 * second process claim other rows, and the mark commits with the queued e-mails, so no holder is
 * e-mailed twice.
 */
async function claimDue(tx: Db, today: string, now: Date, limit: number): Promise<Claimed[]> {
  const result = (await tx.execute(sql`
    with due as (
      select h.certificate_id
      from certificates c
      join certificate_holder_emails h on h.certificate_id = c.id
      where c.due_date between ${today}::date and ${today}::date + ${REMIND_DAYS}::int
        and h.reminded_at is null
        and c.status and c.imported_at is null
        and not exists (select 1 from reminder_stops s where s.email_hash = h.email_hash)
        and not exists (
          select 1 from certificates n
          where n.dni = c.dni and n.nationality = c.nationality
            and n.due_date > c.due_date and n.status
        )
      order by c.due_date, c.id
      limit ${limit}
      for update of h skip locked
    )
    update certificate_holder_emails h set reminded_at = ${now.toISOString()}::timestamptz
    from due join certificates c on c.id = due.certificate_id
    where h.certificate_id = due.certificate_id
    returning h.email, h.municipality, c.serial, c.names, c.due_date::text as due_date
  `)) as unknown as { rows: Claimed[] };
  return result.rows;
}

/** The 30-day expiry reminders (decision 0087): what the background job runs, in batches. */
export function createExpiryReminders({ database, mail, nextOperatives, links, ...deps }: Deps) {
  const requestUrl = `${deps.publicUrl.replace(/\/+$/, '')}${routePaths.formCertifield}`;

  async function batch(today: string, limit: number): Promise<number> {
    const queued = await database.db.transaction(async (tx) => {
      const claimed = await claimDue(tx, today, deps.clock(), limit);
      const near = new Map<number, UpcomingOperative[]>();
      const messages = [];
      for (const holder of claimed) {
        const town = holder.municipality;
        if (town !== null && !near.has(town)) near.set(town, await nextOperatives(town, today, tx));
        const content = expiryReminderEmail({
          names: holder.names,
          serial: Number(holder.serial),
          dueDate: dayText(holder.due_date),
          operatives: town === null ? [] : (near.get(town) ?? []),
          requestUrl,
          stopUrl: links.urlFor(holder.email),
        });
        messages.push({ to: holder.email, ...content });
      }
      await mail.enqueueMany(messages, tx);
      return claimed.length;
    });
    if (queued > 0) mail.kick();
    return queued;
  }

  return {
    /** One pass: every holder due today, `limit` at a time; answers how many were queued. */
    async run(limit = BATCH): Promise<number> {
      const today = todayInCaracas(deps.clock());
      let total = 0;
      for (;;) {
        const queued = await batch(today, limit);
        total += queued;
        if (queued < limit) return total;
      }
    },
  };
}
export type ExpiryReminders = ReturnType<typeof createExpiryReminders>;
