import {
  apiPaths,
  CHALLENGE_HEADER,
  CHALLENGE_SOLUTION_HEADER,
  errorMessages,
  errorStatus,
} from '@aptovial/shared';
import { type Challenge, createChallenge, pbkdf2, verifySolution } from 'altcha/lib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findVerdict, liveReply, PAGE, renderVerifyPage, sampleFields } from './testVerifyPage';

// Decision 0027: past its address's count (phones behind one carrier address), the server asks
// for a proof of work; the page solves it and asks again, and the person only sees the verdict.
const secrets = { hmacSignatureSecret: 'prueba-firma', hmacKeySignatureSecret: 'prueba-clave' };
let challenge: Challenge;

beforeAll(async () => {
  challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 7,
    deriveKey: pbkdf2.deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    ...secrets,
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const challengeRequired = () =>
  json(
    errorStatus.CHALLENGE_REQUIRED,
    {
      statusCode: errorStatus.CHALLENGE_REQUIRED,
      error: 'CHALLENGE_REQUIRED',
      message: errorMessages.CHALLENGE_REQUIRED,
    },
    { [CHALLENGE_HEADER]: btoa(JSON.stringify(challenge)), 'Retry-After': '40' },
  );

/** Whether a payload solves our challenge, checked as the server checks it. */
async function solves(payload: string | null): Promise<boolean> {
  if (payload === null) return false;
  const { challenge: solved, solution } = JSON.parse(atob(payload));
  const result = await verifySolution({
    challenge: solved,
    solution,
    deriveKey: pbkdf2.deriveKey,
    ...secrets,
  });
  return result.verified && solved.signature === challenge.signature;
}

/** The server past the count: a challenge without a solution, the record with a good one. */
function stubBusyAddress(retry: 'answer' | 'refuse' = 'answer') {
  const calls: { url: string; solution: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The page's offline refresh (keys, disabled serials): no signal for it here.
      if (!url.startsWith(apiPaths.searchFree)) throw new TypeError('Failed to fetch');
      const solution = new Headers(init.headers).get(CHALLENGE_SOLUTION_HEADER);
      calls.push({ url, solution });
      if (solution === null) return challengeRequired();
      if (retry === 'refuse' || !(await solves(solution))) {
        return json(400, { statusCode: 400, error: 'CAPTCHA_INVALID', message: 'No válida.' });
      }
      return json(200, liveReply(sampleFields, 'valid').body);
    }),
  );
  return calls;
}

describe('VerifyCertificatePage when its address is past the count', () => {
  it('solves the challenge by itself and shows the verdict', async () => {
    const calls = stubBusyAddress();
    renderVerifyPage(`${PAGE}?serial=${sampleFields.serial}`);
    expect(await findVerdict()).toBe('Válido');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/certifields/searchFree?serial=120045',
      '/api/certifields/searchFree?serial=120045',
    ]);
    expect(calls[0]?.solution).toBeNull();
    expect(await solves(calls[1]?.solution ?? null)).toBe(true);
  });

  it('asks again once only: a refused solution reads as a failed check, not a loop', async () => {
    const calls = stubBusyAddress('refuse');
    renderVerifyPage(`${PAGE}?serial=${sampleFields.serial}`);
    expect(await findVerdict()).toBe('No se pudo conectar con el servidor');
    expect(calls).toHaveLength(2);
  });
});
