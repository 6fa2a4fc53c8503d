/** The faults bench's figures, each phase and each check; exit code 1 when a check fails. */
export function report(run) {
  const { connections, seconds, steady, steadyTally, faults, faultTally, events } = run;
  const { written, caughtUp, paid, issued, rates, sent } = run;
  const phase = (name, result, tally) =>
    `${name}: ${Math.round(result.requests.mean)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, ` +
    `non-2xx ${result.non2xx}\n  ${JSON.stringify(tally)}`;
  console.log(`\n${connections} connections, ${seconds} s per phase, three processes`);
  console.log(phase('undisturbed', steady, steadyTally));
  console.log(phase('with faults', faults, faultTally));
  for (const event of events) console.log(`  ${event}`);
  for (const line of run.balancer ?? []) console.log(`  haproxy: ${line}`);
  console.log(
    `acknowledged writes: ${written.acknowledged}, in the database ${written.found}, ` +
      `with their e-mail queued ${written.mailed}`,
  );
  console.log(
    `outbox after SMTP came back: ${caughtUp.pending} of their e-mails pending after ` +
      `${caughtUp.seconds.toFixed(0)} s`,
  );
  const answered = (prefix) =>
    [steadyTally, faultTally]
      .flatMap((tally) => Object.entries(tally))
      .filter(([key]) => key.startsWith(prefix))
      .reduce((sum, [, n]) => sum + n, 0);
  const payAnswered = answered('pay ');
  console.log(
    `payments: asked ${sent.payments} (answered ${payAnswered}, in flight when a phase ended ` +
      `${sent.payments - payAnswered}); the product holds ${paid.payments}: paid ${paid.approved}, ` +
      `failed ${paid.failed} ${JSON.stringify(paid.failedBy)}, pending ${paid.pending}; charged ` +
      `by the bank ${paid.chargedByBank} (its ledger ${paid.bankChargesTotal}); paid twice ` +
      `${paid.paidTwice}; paid but not charged ${paid.approvedNotCharged}; charged but failed ` +
      `${paid.failedButCharged}; paid not on its request ${paid.approvedNotPaying}`,
  );
  console.log(
    `  pending after ${paid.seconds.toFixed(0)} s of catch-up: ${paid.pending} (charged by the ` +
      `bank ${paid.pendingCharged}, never looked up ${paid.pendingUnchecked})`,
  );
  console.log(
    `issued: asked ${sent.certificates}, acknowledged ${issued.acknowledged}, found whole ` +
      `${issued.found}, lot count ${issued.lotCountMatches ? 'equal to its rows' : 'DIFFERS from its rows'}, ` +
      `written without an answer (in flight when a phase ended or a process died) ${issued.writtenUnanswered}`,
  );
  const quotes = Object.entries({ ...faultTally, ...prefixed(rates.priceAnswers) }).filter(
    ([key]) => key.startsWith('quote '),
  );
  console.log(
    `rates: last refresh before the outage ${iso(rates.before)}, at its end ${iso(rates.during)}, ` +
      `after the sources came back ${iso(rates.after)}; price answers under load during faults ` +
      `${JSON.stringify(pick(faultTally, 'quote '))}, read every 2 s through the outage ` +
      `${JSON.stringify(rates.priceAnswers)}`,
  );
  const failures = [
    written.found !== written.acknowledged && 'acknowledged writes missing',
    // None acknowledged is a bench unable to recognise them, not a product that stored them all.
    written.acknowledged === 0 && 'no write acknowledged',
    caughtUp.pending !== 0 && 'e-mails still pending',
    paid.paidTwice !== 0 && 'a request charged twice',
    paid.bankChargesTotal !== paid.chargedByBank && 'a charge with no payment in the product',
    paid.approvedNotCharged !== 0 && 'approved without a charge',
    paid.failedButCharged !== 0 && 'charged but failed',
    paid.approvedNotPaying !== 0 && 'approved payment not on its request',
    paid.pendingCharged !== 0 && 'charges still pending',
    issued.found !== issued.acknowledged && 'acknowledged certificates missing',
    !issued.lotCountMatches && 'lot count differs',
    !(rates.after > rates.before) && 'no rate stored after the sources came back',
    // 502/503 are HAProxy's, for calls on the process killed mid-answer: not the price's.
    payErrors(faultTally, steadyTally) && 'a payment answered 500 or unreadable',
    paid.payments > sent.payments && 'more payments than asked',
    rates.during > rates.before && 'a rate stored while its sources were down',
    quotes.some(([key]) => !/^quote (200|502|503)( \(watch\))?$/.test(key)) &&
      'a price answer other than 200',
  ].filter(Boolean);
  console.log(failures.length ? `FAILED: ${failures.join('; ')}` : 'all checks passed');
  if (failures.length) process.exitCode = 1;
}

const iso = (at) => (at ? new Date(at).toISOString() : 'none');

const pick = (tally, prefix) =>
  Object.fromEntries(Object.entries(tally).filter(([key]) => key.startsWith(prefix)));
// The watcher's keys are distinct from the load's: summed apart, checked the same.
const prefixed = (tally = {}) =>
  Object.fromEntries(Object.entries(tally).map(([key, n]) => [`${key} (watch)`, n]));
const payErrors = (...tallies) =>
  tallies.some((tally) =>
    Object.keys(tally).some(
      (key) => /^pay (500|unreadable)/.test(key) || key.endsWith('unreadable'),
    ),
  );
