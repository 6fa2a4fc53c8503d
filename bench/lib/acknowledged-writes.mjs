/**
 * New applicants' requests the API acknowledged. The pre-register answer says only that it was
 * received (no id), so a write is known by the applicant's e-mail of its body (each bench person
 * has their own) and looked for by it. Shared by bench:faults (fault-mix) and bench:restart.
 */

/**
 * Wraps an autocannon request whose context says `kind: 'write'` for a pre-register: answers
 * 200 add the body's e-mail to the returned list.
 */
export function recordAcknowledged(request) {
  const emails = [];
  const { setupRequest, onResponse } = request;
  request.setupRequest = (raw, context) => {
    const chosen = setupRequest(raw, context);
    context.email = context.kind === 'write' ? JSON.parse(chosen.body).email : undefined;
    return chosen;
  };
  request.onResponse = (status, body, context) => {
    if (context.email && status === 200) emails.push(context.email);
    return onResponse(status, body, context);
  };
  return emails;
}

/** How many of those e-mails have a stored request, and how many have an e-mail in the outbox. */
export async function storedWrites(db, emails) {
  const { rows } = await db.query(
    `select count(distinct r.email)::int as found,
            count(distinct r.email) filter (where exists (
              select 1 from email_outbox o where o.recipient = r.email))::int as mailed
       from pre_registrations r where r.email = any($1::text[])`,
    [emails],
  );
  return { acknowledged: emails.length, ...rows[0] };
}
