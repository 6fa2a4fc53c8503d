import {
  apiPaths,
  type C2pChargeResult,
  type CertifieldAmount,
  type CreatePreRegisterPayInput,
  c2pChargeResponseSchema,
  certifieldAmountResponseSchema,
  createPreRegisterPayInputSchema,
} from '@aptovial/shared';
import { http } from '../../../shared/api/http';
import { issuesToErrors } from '../../../shared/forms/useZodForm';
import type { PayValues } from './payValues';
import type { Checked } from './requestSchemas';
import { type RequestValues, toRequestInput } from './requestValues';

/** GET the price in force: bolívares, the rate's date and whether it is stale (decision 0022). */
export async function fetchPrice(signal: AbortSignal): Promise<CertifieldAmount> {
  return certifieldAmountResponseSchema.parse(await http.get(apiPaths.certifieldAmount, { signal }))
    .data;
}

/** The request and the charge without the challenge, which is awaited only once they are valid. */
const payFieldsSchema = createPreRegisterPayInputSchema.omit({ altcha: true });
type PayInput = Omit<CreatePreRegisterPayInput, 'altcha'>;

/**
 * The request and the charge, checked with the API's own schema before the challenge is awaited
 * (decision 0063). The amount is the price shown, never typed: the server refuses any other
 * (PAYMENT_AMOUNT_MISMATCH).
 */
export function checkPayment(
  request: RequestValues,
  pay: PayValues,
  amount: string,
  /** The code e-mailed to the person's open request, once asked for (null: not asked). */
  emailCode: string | null = null,
): Checked<PayInput> {
  const result = payFieldsSchema.safeParse({
    ...toRequestInput(request),
    ...pay,
    ...(emailCode === null ? {} : { emailCode: emailCode.trim() }),
    // An empty choice reads as "choose one", not as bank 0 outside the catalogue.
    destination_bank_id: pay.destination_bank_id === '' ? undefined : pay.destination_bank_id,
    amount,
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: issuesToErrors(result.error.issues) };
}

/**
 * POST createPreregisterPay, sent once (a charge is never retried by the page). The answer's
 * status says the outcome: approved (201), pending (202) or failed (200, nothing charged).
 */
export async function sendPayment(input: CreatePreRegisterPayInput): Promise<C2pChargeResult> {
  return c2pChargeResponseSchema.parse(await http.post(apiPaths.createPreregisterPay, input)).data;
}
