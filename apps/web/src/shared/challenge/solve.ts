/**
 * The proof of work a CHALLENGE_REQUIRED answer asks for (a check past its address's count,
 * decision 0027; a sign-in after repeated failures, decision 0049), fetched only when such an
 * answer arrives: no page's first view downloads it. Workers of our own origin solve in
 * parallel, as the form widget does (its PBKDF2 worker file, for the CSP); where there are no
 * workers, the same work runs here, on WebCrypto.
 */
import {
  type Challenge,
  pbkdf2,
  type Solution,
  solveChallenge,
  solveChallengeWorkers,
} from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** Reads the challenge header (base64 of the challenge's JSON); null when it is not one. */
function readChallenge(header: string): Challenge | null {
  try {
    const challenge: unknown = JSON.parse(atob(header));
    const parameters = (challenge as Challenge | null)?.parameters;
    return typeof parameters?.nonce === 'string' ? (challenge as Challenge) : null;
  } catch {
    return null;
  }
}

function solve(challenge: Challenge, controller: AbortController): Promise<Solution | null> {
  if (typeof Worker !== 'function') {
    return solveChallenge({ challenge, controller, deriveKey: pbkdf2.deriveKey });
  }
  return solveChallengeWorkers({
    challenge,
    controller,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 2),
    createWorker: () => new Pbkdf2Worker(),
  });
}

/**
 * The payload for the repeated request, in the form widget's format (base64 of
 * `{ challenge, solution }`); null when the header is not a challenge, or the work was stopped.
 */
export async function solveChallengeHeader(
  header: string,
  signal: AbortSignal,
): Promise<string | null> {
  const challenge = readChallenge(header);
  if (challenge === null) return null;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solve(challenge, controller);
  if (solution === null || signal.aborted) return null;
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}
