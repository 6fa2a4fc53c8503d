import {
  apiPaths,
  CHALLENGE_HEADER,
  CHALLENGE_SOLUTION_HEADER,
  type DoctorCheckKind,
} from '@aptovial/shared';

/** The server's answer, unparsed, or its Spanish refusal; status 0: no answer at all. */
export type CheckAnswer =
  | { ok: true; body: unknown }
  | { ok: false; status: number; message: string | null };

const messageOf = (body: unknown): string | null => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
};

/**
 * Past its address's count the check is answered 429 CHALLENGE_REQUIRED with a proof of work
 * (decision 0027): solved here, without a word to the person, and asked again once.
 */
async function withWork(path: string, challenge: string, signal: AbortSignal) {
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

/**
 * GET doctorCheck; never rejects. Plain fetch, as the verify page: a public page for a phone,
 * without the query library or the signed-in client (docs/architecture.md).
 */
export async function askDoctorCheck(
  kind: DoctorCheckKind,
  text: string,
  signal: AbortSignal,
): Promise<CheckAnswer> {
  const path = `${apiPaths.doctorCheck}?${new URLSearchParams({ por: kind, q: text })}`;
  try {
    let response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
    const challenge = response.status === 429 ? response.headers.get(CHALLENGE_HEADER) : null;
    if (challenge !== null) response = (await withWork(path, challenge, signal)) ?? response;
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { ok: false, status: response.status, message: messageOf(body) };
    return { ok: true, body };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
