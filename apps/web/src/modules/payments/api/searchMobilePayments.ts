import {
  apiPaths,
  type MobilePaymentFound,
  type MobilePaymentSearchInput,
  mobilePaymentSearchResponseSchema,
} from '@aptovial/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { paymentsKeys } from '../paymentsScope';

/**
 * POST /api/preRegister/mobile-payment-search: the bank's `transaction_list` for what the doctor
 * typed, each payment saying whether it already paid a certificate. Nothing found is a 404
 * (MOBILE_PAYMENT_NOT_FOUND) with the bank's answer in Spanish.
 */
export async function searchMobilePayments(
  input: MobilePaymentSearchInput,
): Promise<MobilePaymentFound[]> {
  const answer = await http.post(apiPaths.mobilePaymentSearch, input);
  return mobilePaymentSearchResponseSchema.parse(answer).data.transaction_list;
}

/** A read at the bank, not a write: the button waits, the screen stays usable. */
export function useSearchMobilePayments() {
  return useMutation({
    mutationKey: [...paymentsKeys.all, 'search'],
    mutationFn: searchMobilePayments,
  });
}
