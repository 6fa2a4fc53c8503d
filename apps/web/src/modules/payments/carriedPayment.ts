import {
  type MobilePaymentFields,
  type MobilePaymentFound,
  type MobilePaymentSearchInput,
  mobilePaymentFieldsSchema,
  mobilePaymentFoundSchema,
} from '@aptovial/shared';
import { z } from 'zod';

/**
 * The payment a doctor chose on busqueda-pago-moviles, carried to registar-certificados-medicos-
 * pagos in the router's state (it survives a reload, and stays out of the address bar, where a
 * phone number does not belong): what the doctor searched with, the found reference in place of
 * a missing one, for the server to ask the bank again; and the bank's copy, to show.
 */
export type CarriedPayment = { criteria: MobilePaymentFields; found: MobilePaymentFound };

const carriedSchema = z.object({
  payment: z.object({ criteria: mobilePaymentFieldsSchema, found: mobilePaymentFoundSchema }),
});

export function carriedPaymentOf(
  criteria: MobilePaymentSearchInput,
  found: MobilePaymentFound,
): CarriedPayment {
  return { criteria: { ...criteria, payment_reference: found.payment_reference }, found };
}

/** The router state that carries `payment`. */
export const carryingState = (payment: CarriedPayment) => ({ payment });

/** The carried payment of a router state; null without one (or with one from an older app). */
export function readCarriedPayment(state: unknown): CarriedPayment | null {
  const parsed = carriedSchema.safeParse(state);
  return parsed.success ? parsed.data.payment : null;
}
