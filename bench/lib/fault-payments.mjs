import { setTimeout as sleep } from 'node:timers/promises';
import { bankCharges } from './fault-bank.mjs';
import { solvedRequestBodies } from './pre-register-bench.mjs';

// The sandbox bank's test phones and key (apps/api/src/adapters/payments/sandbox-data.ts).
const APPROVES = '0414-1234567';
const INSUFFICIENT_FUNDS = '0414-0000051';
const CHARGED_THEN_SILENT = '0414-0000408';
const PAYMENT_KEY = '00001111';
// The product's answer when the connection to the bank never opened (mercantil-answers.ts).
const BANK_DOWN_TEXT = 'No se pudo conectar con el banco';

/**
 * `count` applicants paying their own request (createPreregisterPay), challenges solved ahead: one
 * in 20 declined for funds, one in 50 charged and left unanswered (the reconciliation settles it),
 * the rest approved.
 */
export async function faultPayBodies(baseUrl, count, amount, firstPerson) {
  const requests = await solvedRequestBodies(baseUrl, count, firstPerson);
  return requests.map((raw, i) => {
    const request = JSON.parse(raw);
    const phone = i % 20 === 0 ? INSUFFICIENT_FUNDS : i % 50 === 7 ? CHARGED_THEN_SILENT : APPROVES;
    return JSON.stringify({
      ...request,
      destination_id: request.dni,
      destination_mobile_number: phone,
      destination_bank_id: 134,
      twofactor_auth: PAYMENT_KEY,
      amount,
    });
  });
}

/** A payment's answer as a tally key: HTTP status and the payment's status (or error code). */
export function payAnswerKind(status, body) {
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    // HAProxy's own page: no process took the call (none up, or the one killed mid-answer).
    return `pay ${status} ${status === 502 || status === 503 ? 'balancer' : 'unreadable'}`;
  }
  const payment = json?.data?.payment;
  if (!payment) return `pay ${status} ${json?.code ?? json?.error ?? ''}`.trim();
  if (payment.status === 'failed' && json.data.message?.startsWith(BANK_DOWN_TEXT))
    return `pay ${status} failed bank-down`;
  return `pay ${status} ${payment.status}`;
}

/**
 * The run's public C2P payments (created since `since`) against the bank's ledger: what was
 * really charged must be exactly the approved payments (or still pending), once per request.
 */
export async function paymentFigures(db, { since, ledgerFile }) {
  const charged = new Set(bankCharges(ledgerFile));
  const { rows } = await db.query(
    `select p.id, p.status, p.invoice_number, p.pre_registration_id, p.checks, p.outcome_code,
            r.payment_id as paid_by
       from payments p left join pre_registrations r on r.id = p.pre_registration_id
      where p.method = 'c2p' and p.created_by is null and p.created_at >= $1`,
    [since],
  );
  const figures = { payments: rows.length, approved: 0, failed: 0, pending: 0 };
  Object.assign(figures, { chargedByBank: 0, pendingCharged: 0, pendingUnchecked: 0 });
  Object.assign(figures, { approvedNotCharged: 0, failedButCharged: 0, approvedNotPaying: 0 });
  const chargesPerRequest = new Map();
  const failedBy = {};
  for (const row of rows) {
    const isCharged = charged.has(row.invoice_number);
    figures[row.status] += 1;
    if (isCharged) {
      figures.chargedByBank += 1;
      const request = String(row.pre_registration_id);
      chargesPerRequest.set(request, (chargesPerRequest.get(request) ?? 0) + 1);
    }
    if (row.status === 'approved' && !isCharged) figures.approvedNotCharged += 1;
    if (row.status === 'approved' && String(row.paid_by) !== String(row.id))
      figures.approvedNotPaying += 1;
    if (row.status === 'failed' && isCharged) figures.failedButCharged += 1;
    if (row.status === 'failed') failedBy[row.outcome_code] = (failedBy[row.outcome_code] ?? 0) + 1;
    if (row.status === 'pending' && isCharged) figures.pendingCharged += 1;
    if (row.status === 'pending' && row.checks === 0) figures.pendingUnchecked += 1;
  }
  figures.paidTwice = [...chargesPerRequest.values()].filter((n) => n > 1).length;
  figures.bankChargesTotal = charged.size;
  figures.failedBy = failedBy;
  return figures;
}

/**
 * Waits until no charge the bank made is still pending and every pending payment was looked up at
 * least once (the first look-up comes a minute after the bank's timeout), or `timeoutMs`.
 */
export async function paymentsCaughtUp(db, options, timeoutMs) {
  const started = Date.now();
  let figures;
  for (;;) {
    figures = await paymentFigures(db, options);
    const settled = figures.pendingCharged === 0 && figures.pendingUnchecked === 0;
    if (settled || Date.now() - started > timeoutMs) break;
    await sleep(2_000);
  }
  return { ...figures, seconds: (Date.now() - started) / 1000 };
}
