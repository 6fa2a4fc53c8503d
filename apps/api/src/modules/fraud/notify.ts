import { type FraudKind, fraudKindLabels, pathTo, stateName } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import { type EmailContent, type Line, withTable } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/service';

type NewSignal = { id: number; kind: FraudKind; state: string; doctor: string; window: string };
type Watcher = { email: string; signals: NewSignal[] };

/** Signals listed in one e-mail; the rest are counted and wait in the report. */
const LISTED = 20;

/**
 * Who watches each new signal: the active accounts of the report's readers, the national ones
 * (the medic and road Admins) for every state, a President or Managing Director for theirs. One
 * e-mail per person and run: a first run over a long history finds many signals at once.
 */
async function watchersOf(tx: Db, ids: readonly number[]): Promise<Watcher[]> {
  const result = (await tx.execute(sql`
    select u.email::text as email,
      jsonb_agg(jsonb_build_object('id', s.id, 'kind', s.kind, 'state', s.state,
        'doctor', s.doctor_name, 'window', s.window_key) order by s.id) as signals
    from fraud_signals s
    join accounts a on a.status = 'active' and (
      (a.role = 'Admin' and a.module in ('medic', 'medicVial'))
      or (a.state = s.state and ((a.module = 'medic' and a.role = 'President')
        or (a.module = 'INTT' and a.role = 'ManagingDirector'))))
    join users u on u.id = a.user_id
    where s.id = any(${`{${ids.join(',')}}`}::bigint[])
    group by u.email`)) as unknown as { rows: Watcher[] };
  return result.rows;
}

/** The Spanish notice of new signals, with a link to the report. */
export function fraudSignalsEmail(signals: readonly NewSignal[], reportUrl: string): EmailContent {
  const count = signals.length;
  const subject =
    count === 1
      ? `Nueva señal de fraude: ${fraudKindLabels[signals[0]?.kind ?? 'hourlyRate']}`
      : `${count} nuevas señales de fraude`;
  const lines: Line[] = signals
    .slice(0, LISTED)
    .map((signal) => [
      fraudKindLabels[signal.kind],
      `${signal.doctor} · ${stateName(signal.state)} · ${signal.window}`,
    ]);
  const rest = count > LISTED ? [`Y ${count - LISTED} más.`] : [];
  return withTable(
    subject,
    [
      'Saludos:',
      'La revisión automática de certificados encontró señales que conviene revisar. Una señal no es una prueba: muestra los certificados que la producen para que usted decida.',
    ],
    lines,
    [...rest, `Véalas en el reporte de señales de fraude: ${reportUrl}`],
  );
}

/** Queues the notices of the run's new signals in its transaction and marks them notified. */
export async function notifyWatchers(
  tx: Db,
  deps: {
    mail: Pick<MailService, 'enqueueMany'>;
    publicUrl: string;
    ids: readonly number[];
    at: Date;
  },
): Promise<number> {
  if (deps.ids.length === 0) return 0;
  const reportUrl = `${deps.publicUrl.replace(/\/$/, '')}${pathTo('fraudSignals')}`;
  const watchers = await watchersOf(tx, deps.ids);
  const queued = await deps.mail.enqueueMany(
    watchers.map((watcher) => ({
      to: watcher.email,
      ...fraudSignalsEmail(watcher.signals, reportUrl),
    })),
    tx,
  );
  await tx.execute(sql`
    update fraud_signals set notified_at = ${deps.at.toISOString()}::timestamptz
    where id = any(${`{${deps.ids.join(',')}}`}::bigint[])`);
  return queued;
}
