import { routePaths } from '../routes';

/**
 * The address the QR holds (decision 0006). The proof travels in the fragment, which
 * browsers never send, so it stays out of server and proxy logs.
 */
export function verificationUrl(publicUrl: string, serial: number, proof: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${routePaths.searchCertifieldsFree}?serial=${serial}#${proof}`;
}

/**
 * The serial and proof of a verification address (`location.search`, `location.hash`). The proof
 * is returned as found, however odd: only verifyProof judges it, so a mangled one reads as forged
 * instead of silently vanishing. An empty fragment means a plain search without a proof.
 */
export function readVerificationLocation(
  search: string,
  hash: string,
): { serial: number | null; proof: string | null } {
  const serialText = new URLSearchParams(search).get('serial')?.trim() ?? '';
  const serial = /^\d{1,15}$/.test(serialText) ? Number(serialText) : null;
  const proof = hash.replace(/^#/, '');
  return { serial: serial && serial > 0 ? serial : null, proof: proof || null };
}
