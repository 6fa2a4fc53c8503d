import type { WithoutPayment } from '@aptovial/shared';
import { useState } from 'react';
import { checkUnpaidDraft, emptyUnpaidDraft, type UnpaidDraft } from '../withoutPaymentValues';

type Errors = { reason?: string; note?: string };

/**
 * The reason a request is served without payment (decision 0065), in the issue form: `given`
 * when the page asked before the form opened (an operative's unpaid applicant), or typed in the
 * form once the API refused the issue with PRE_REGISTER_UNPAID (`ask`).
 */
export function useUnpaidReason(given: WithoutPayment | undefined) {
  const [asked, setAsked] = useState(false);
  const [draft, setDraft] = useState<UnpaidDraft>(emptyUnpaidDraft);
  const [errors, setErrors] = useState<Errors>({});
  return {
    given,
    asked,
    draft,
    errors,
    change: (next: UnpaidDraft) => {
      setDraft(next);
      setErrors({});
    },
    ask: () => setAsked(true),
    /** Back to nothing asked: a new driver, or the request unlinked. */
    reset: () => {
      setAsked(false);
      setDraft(emptyUnpaidDraft);
      setErrors({});
    },
    /**
     * What issuing sends: the reason given, the one typed once asked, or none; null when the one
     * typed is not valid yet (its errors then show under its fields).
     */
    toSend(): { withoutPayment?: WithoutPayment } | null {
      if (given !== undefined) return { withoutPayment: given };
      if (!asked) return {};
      const checked = checkUnpaidDraft(draft);
      if (checked.ok) return { withoutPayment: checked.value };
      setErrors(checked.errors);
      return null;
    },
  };
}
export type UnpaidReasonState = ReturnType<typeof useUnpaidReason>;
