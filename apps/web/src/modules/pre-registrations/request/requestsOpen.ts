import { apiPaths } from '@aptovial/shared';
import { useEffect, useState } from 'react';
import { http } from '../../../shared/api/http';

export type RequestsPhase = 'checking' | 'open' | 'closed' | 'failed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * GET /api/settings: whether the public may ask for a certificate now (the first item is the
 * switch, docs/product/entities.md). Read by hand: the schemas (zod) stay out of the first view. No
 * switch yet means closed, as a new database has it.
 */
export async function fetchRequestsOpen(signal?: AbortSignal): Promise<boolean> {
  const answer = await http.get(apiPaths.settings, signal === undefined ? {} : { signal });
  const list = isRecord(answer) && Array.isArray(answer.data) ? answer.data : [];
  const first: unknown = list[0];
  return isRecord(first) && first.enabled === true;
}

/** The switch, asked when the page opens; `retry` asks again, `markClosed` follows a 409. */
export function useRequestsOpen() {
  const [phase, setPhase] = useState<RequestsPhase>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // `attempt` is the trigger: each retry is a new request.
    void attempt;
    const controller = new AbortController();
    setPhase('checking');
    fetchRequestsOpen(controller.signal).then(
      (open) => setPhase(open ? 'open' : 'closed'),
      () => {
        if (!controller.signal.aborted) setPhase('failed');
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return {
    phase,
    retry: () => setAttempt((count) => count + 1),
    markClosed: () => setPhase('closed'),
  };
}
