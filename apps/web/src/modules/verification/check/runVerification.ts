import { todayInCaracas, verifyProof } from '@aptovial/shared';
import { recallDisabledList } from '../offline/disabledList';
import { withDisabledList } from '../offline/offlineDecision';
import type { Verification } from '../outcome';
import type { Answer, PendingAnswers } from '../requests';
import { type Decision, decideWithoutProof, decideWithProof, type ProofCheck } from './decide';
import { toCertificateView } from './details';
import { readKeySet } from './keySet';
import { readLiveStatus } from './liveStatus';

async function checkProof(proof: string, serial: number, keys: Answer): Promise<ProofCheck> {
  const loaded = readKeySet(keys);
  if (loaded === null) return { verdict: { state: 'no-keys' }, keysFresh: false };
  try {
    return {
      verdict: await verifyProof(proof, loaded.keySet, { serial }),
      keysFresh: loaded.fresh,
    };
  } catch {
    // Only a page without WebCrypto (plain http) throws: no verdict on the certificate.
    return { verdict: { state: 'no-crypto' }, keysFresh: loaded.fresh };
  }
}

/** The revision a genuine proof was signed at (decision 0052); 1 when it is not genuine. */
const signedRevision = ({ verdict }: ProofCheck) => ('revision' in verdict ? verdict.revision : 1);

/**
 * The page's check, loaded after its first view while its requests are on their way. With a
 * proof (the QR), the signature is checked in the browser against the key set; the live status
 * must agree with it before anything reads as valid.
 */
export async function runVerification(
  serial: number,
  proof: string | null,
  answers: PendingAnswers,
): Promise<Verification> {
  let decision: Decision;
  let listAsOf: string | null | undefined;
  if (proof === null || answers.keys === null) {
    decision = decideWithoutProof(readLiveStatus(await answers.live, serial));
  } else {
    const keys = answers.keys;
    const [check, live] = await Promise.all([
      keys.then((answer) => checkProof(proof, serial, answer)),
      answers.live.then((answer) => readLiveStatus(answer, serial)),
    ]);
    decision = decideWithProof(check, live, todayInCaracas());
    if (live.kind === 'failed') {
      // No signal: the disabled serials kept from the last visit with signal (decision 0037).
      const list = recallDisabledList();
      decision = withDisabledList(decision, list, serial, signedRevision(check), new Date());
      listAsOf = list?.asOf ?? null;
    }
  }
  const { outcome, shown, signed } = decision;
  const certificate = shown === null ? null : toCertificateView(shown);
  const imported = shown !== null && 'imported' in shown && shown.imported === true;
  return {
    outcome,
    signed,
    certificate,
    ...(listAsOf === undefined ? {} : { listAsOf }),
    ...(imported ? { imported: true as const } : {}),
  };
}
