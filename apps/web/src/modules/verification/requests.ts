import { apiPaths, CHALLENGE_HEADER, CHALLENGE_SOLUTION_HEADER } from '@aptovial/shared';
/** A server answer, unparsed: the schemas (zod) load with the check, after the first view. */
export type Answer = { ok: true; body: unknown } | { ok: false; status: number };

/**
 * GET on the API that never rejects: status 0 means no answer (no connection, or aborted).
 * The page sends its requests as soon as it renders, while the checking code downloads. Plain
 * fetch rather than shared/api/http: only status codes are read here, and http.ts would add its
 * error handling to the page's first view (docs/architecture.md leaves no room for it).
 */
export async function ask(path: string, signal: AbortSignal): Promise<Answer> {
  try {
    let response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
    const challenge = response.status === 429 ? response.headers.get(CHALLENGE_HEADER) : null;
    if (challenge !== null) response = (await askWithWork(path, challenge, signal)) ?? response;
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, body: await response.json() };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * Past its address's count (phones sharing a carrier's address), a check is answered 429
 * CHALLENGE_REQUIRED with a proof of work to solve (decision 0027): solved here, without a word
 * to the person, and asked again once. Null when it could not be solved (the 429 stands).
 */
async function askWithWork(path: string, challenge: string, signal: AbortSignal) {
  try {
    const { solveChallengeHeader } = await import('../../shared/challenge/solve');
    const solution = await solveChallengeHeader(challenge, signal);
    if (solution === null) return null;
    const headers = { Accept: 'application/json', [CHALLENGE_SOLUTION_HEADER]: solution };
    return await fetch(path, { headers, signal });
  } catch {
    return null;
  }
}

export type PendingAnswers = { live: Promise<Answer>; keys: Promise<Answer> | null };

/** searchFree for the live status; the key set too when there is a proof to check. */
export function sendRequests(
  serial: number,
  withKeys: boolean,
  signal: AbortSignal,
): PendingAnswers {
  return {
    live: ask(`${apiPaths.searchFree}?serial=${serial}`, signal),
    keys: withKeys ? ask(apiPaths.certificateKeys, signal) : null,
  };
}
