import type { C2pChargeResult } from '@aptovial/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChallengedSubmit } from '../../../shared/challenge/useChallengedSubmit';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import { payFailureOf } from './payFailure';
import { checkPayment, sendPayment } from './paySchemas';
import { isPayField, type PayField, payValuesFor } from './payValues';
import type { RequestValues } from './requestValues';
import { usePrice } from './usePrice';

/** The bank's answer, with when it came (the receipt's date). */
export type PayOutcome = { result: C2pChargeResult; at: Date };

export type PaymentCallbacks = {
  /** Refusals of the request's own fields: the person fixes them on the first step. */
  onFieldErrors: (errors: FormErrors) => void;
  /** The switch went off meanwhile (409 PRE_REGISTER_CLOSED). */
  onClosed: () => void;
};

/**
 * The payment step's state and its one send: the price in force, the payer's fields, the
 * challenge (a new one after every answer: a solution is good once), and the bank's outcome.
 * The challenged submit (decision 0063) sends once whatever the taps, and a "Pagar" tapped while
 * the challenge is still being solved is kept and sent as soon as it is.
 */
export function usePayment(request: RequestValues, { onFieldErrors, onClosed }: PaymentCallbacks) {
  const { t } = useTranslation();
  const price = usePrice();
  const [values, setValues] = useState(() => payValuesFor(request));
  const [errors, setErrors] = useState<FormErrors>({});
  const challenge = useChallengedSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  // Counts refusals with field messages: each one moves the focus to the first (not each edit).
  const [refusals, setRefusals] = useState(0);
  // The code e-mailed to the person's open request (decision 0051): null until the API asks.
  const [emailCode, setEmailCode] = useState<string | null>(null);
  const [proofNotice, setProofNotice] = useState<string | null>(null);

  const set = (name: PayField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  /** The bank has used the key (or may have): a new attempt needs a new one. */
  const forgetKey = () => setValues((current) => ({ ...current, twofactor_auth: '' }));

  function showErrors(found: FormErrors) {
    setErrors(found);
    setRefusals((count) => count + 1);
  }

  function refuse(found: FormErrors) {
    const own = Object.fromEntries(
      Object.entries(found).filter(([name]) => isPayField(name) || name === 'emailCode'),
    );
    if (Object.keys(own).length < Object.keys(found).length) onFieldErrors(found);
    else showErrors(own);
  }

  function settle(result: C2pChargeResult) {
    if (result.payment.status !== 'pending') forgetKey();
    setOutcome({ result, at: new Date() });
  }

  function fail(error: unknown) {
    const failed = payFailureOf(error, t('preRegister.request.payment.failed'));
    if (failed.kind === 'closed') return onClosed();
    if (failed.kind === 'fields') return onFieldErrors(failed.errors);
    if (failed.kind === 'payFields') return showErrors(failed.errors);
    if (failed.kind === 'captcha') return challenge.refuse(failed.message);
    if (failed.kind === 'proofRequired') {
      setProofNotice(failed.message);
      return setEmailCode('');
    }
    if (failed.kind === 'code') {
      if (failed.again) return showErrors({ emailCode: failed.message });
      // Spent or expired: the next send, without it, has a new one e-mailed.
      setEmailCode(null);
      setProofNotice(null);
      return setFailure(failed.message);
    }
    if (failed.kind === 'priceChanged') {
      setPriceChanged(true);
      return price.reload();
    }
    if (failed.kind === 'uncertain') forgetKey();
    setFailure(
      failed.kind === 'uncertain' ? t('preRegister.request.payment.uncertain') : failed.message,
    );
  }

  // The payer's fields first: invalid ones are marked at once, without waiting for the challenge.
  const pay = () =>
    challenge.run(async (solved) => {
      if (price.state.phase !== 'ready') return;
      const amount = price.state.amount.amountBolivares;
      const checked = checkPayment(request, values, amount, emailCode);
      if (!checked.ok) return refuse(checked.errors);
      setFailure(null);
      setPriceChanged(false);
      const altcha = await solved();
      if (altcha === null) return;
      try {
        settle(await sendPayment({ ...checked.input, altcha }));
      } catch (error) {
        fail(error);
      }
    });

  return {
    price,
    values,
    errors,
    refusals,
    set,
    /** The CaptchaField's key and props, and the submit button's. */
    challenge,
    /** The e-mailed code as typed; null while the API has not asked for one. */
    emailCode,
    setEmailCode: (code: string) => {
      setEmailCode(code);
      setErrors((current) => ({ ...current, emailCode: undefined }));
    },
    /** Why a code is asked (the API's words), shown above its field. */
    proofNotice,
    failure,
    priceChanged,
    outcome,
    /** "Intentar de nuevo" after a declined charge: back to the form, key empty, new challenge. */
    retry: () => setOutcome(null),
    /** A tap is being checked, waits for the challenge, or the charge is on its way. */
    sending: challenge.phase !== 'idle',
    pay,
  };
}
