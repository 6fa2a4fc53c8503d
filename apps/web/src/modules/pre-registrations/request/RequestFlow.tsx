import { useState } from 'react';
import { RequestForm } from './RequestForm';
import { CheckFailedNotice, ClosedNotice, SentNotice } from './RequestNotices';
import type { Receipt } from './requestSchemas';
import { useRequestsOpen } from './requestsOpen';

/**
 * A request page's body: the fields at once, as the build draws them (decision 0090), while the
 * switch is asked; once it says off the page says requests are closed instead (a request sent
 * before that answer meets the server's refusal, which says the same), and once sent it shows
 * the request number. A check that failed is said above the fields, which keep what was typed.
 */
export function RequestFlow({ withPayment }: { withPayment: boolean }) {
  const requests = useRequestsOpen();
  const [sent, setSent] = useState<{ receipt: Receipt; email: string } | null>(null);
  if (sent !== null) return <SentNotice receipt={sent.receipt} email={sent.email} />;
  if (requests.phase === 'closed') return <ClosedNotice />;
  return (
    <>
      {requests.phase === 'failed' && <CheckFailedNotice onRetry={requests.retry} />}
      <RequestForm
        withPayment={withPayment}
        onSent={(receipt, email) => setSent({ receipt, email })}
        onClosed={requests.markClosed}
      />
    </>
  );
}
