import { useState } from 'react';
import { RequestForm } from './RequestForm';
import { CheckFailedNotice, CheckingNotice, ClosedNotice, SentNotice } from './RequestNotices';
import type { Receipt } from './requestSchemas';
import { useRequestsOpen } from './requestsOpen';

/**
 * A request page's body: the switch is asked first; while it is off the page says requests are
 * closed instead of showing the fields, and once sent it shows the request number.
 */
export function RequestFlow({ withPayment }: { withPayment: boolean }) {
  const requests = useRequestsOpen();
  const [sent, setSent] = useState<{ receipt: Receipt; email: string } | null>(null);
  if (sent !== null) return <SentNotice receipt={sent.receipt} email={sent.email} />;
  if (requests.phase === 'checking') return <CheckingNotice />;
  if (requests.phase === 'failed') return <CheckFailedNotice onRetry={requests.retry} />;
  if (requests.phase === 'closed') return <ClosedNotice />;
  return (
    <RequestForm
      withPayment={withPayment}
      onSent={(receipt, email) => setSent({ receipt, email })}
      onClosed={requests.markClosed}
    />
  );
}
