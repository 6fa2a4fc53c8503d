import { type UnpaidReason, type WithoutPayment, withoutPaymentSchema } from '@aptovial/shared';

/** The reason as the doctor fills it in: nothing chosen yet is ''. */
export type UnpaidDraft = { reason: UnpaidReason | ''; note: string };
export const emptyUnpaidDraft: UnpaidDraft = { reason: '', note: '' };

type Checked =
  | { ok: true; value: WithoutPayment }
  | { ok: false; errors: { reason?: string; note?: string } };

/** The draft checked with the API's own schema (decision 0065), its errors by field. */
export function checkUnpaidDraft(draft: UnpaidDraft): Checked {
  const parsed = withoutPaymentSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: { reason?: string; note?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'note' ? 'note' : 'reason';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
