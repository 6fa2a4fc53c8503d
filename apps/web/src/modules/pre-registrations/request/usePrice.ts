import type { CertifieldAmount } from '@aptovial/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { fetchPrice } from './paySchemas';

export type PriceState =
  | { phase: 'loading' }
  | { phase: 'ready'; amount: CertifieldAmount }
  | { phase: 'failed'; message: string };

/**
 * The price in force, read when the payment step opens and again on `reload` (after a refusal
 * for a changed price, or to retry a failed read). The page has no query cache (it stays light).
 */
export function usePrice() {
  const { t } = useTranslation();
  const [state, setState] = useState<PriceState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // `attempt` is the trigger: each reload is a new read.
    void attempt;
    const controller = new AbortController();
    setState({ phase: 'loading' });
    fetchPrice(controller.signal).then(
      (amount) => setState({ phase: 'ready', amount }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          phase: 'failed',
          message: messageOf(error, t('preRegister.request.payment.priceFailed')),
        });
      },
    );
    return () => controller.abort();
  }, [attempt, t]);
  return { state, reload: () => setAttempt((count) => count + 1) };
}
