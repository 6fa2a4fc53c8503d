import { apiPaths } from '@aptovial/shared';
import { pathOf } from '../../test/apiCalls';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';
import { roadIssueReads, roadReference } from '../../test/roadFixtures';

export { pathOf, queryOf } from '../../test/apiCalls';

export const callsTo = (calls: ApiCall[], path: string) =>
  calls.filter((call) => pathOf(call) === path);

type Reply = (call: ApiCall) => ApiReply;

/**
 * A fake API for the payment pages: `search` answers the bank search, `issue` the issue against
 * a payment, `list` the payments list; the road issue form's reads (free serial, lot check, the
 * driver's previous certificate) answer as for a doctor with a free lot in Mérida.
 */
export function stubPaymentsApi(replies: {
  search?: Reply;
  issue?: Reply;
  list?: Reply;
  /** Any other call (an operative's details, for its payments). */
  other?: Reply;
}) {
  return stubApi((call) => {
    const path = pathOf(call);
    if (path === apiPaths.referenceData) return { body: { data: roadReference } };
    if (path === apiPaths.mobilePaymentSearch && replies.search) return replies.search(call);
    if (path === apiPaths.createCertifieldsPayVial && replies.issue) return replies.issue(call);
    if (path === apiPaths.chargeC2p && replies.list) return replies.list(call);
    if (path === apiPaths.paymentsC2pXlsx) return { body: 'xlsx' };
    const issueRead = roadIssueReads(path, () => 1500);
    if (issueRead !== undefined) return issueRead;
    if (replies.other) return replies.other(call);
    throw new Error(`unexpected ${call.method} ${call.url}`);
  });
}
