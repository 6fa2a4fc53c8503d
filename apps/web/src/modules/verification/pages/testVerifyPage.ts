// Test helpers of the verify page: a fake API (keys and searchFree) and the page in a router.
import type { CertificateProofFields } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import { screen, within } from '@testing-library/react';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { VerifyCertificatePage } from './VerifyCertificatePage';

export { createTestKey, sampleFields } from '../../../../../../packages/shared/src/proof/testing';

export const PAGE = '/Buscar-certificado-medicos';

/** A reply, or 'offline' for a request that never reaches the server. */
type Answer = ApiReply | 'offline';

/** searchFree's answer: the record as issued (version 1) unless `extra` says it was edited. */
export function liveReply(
  fields: CertificateProofFields,
  status: 'valid' | 'expired' | 'disabled',
  extra: Record<string, unknown> = {},
): ApiReply {
  return { body: { data: { ...fields, status, version: 1, ...extra } } };
}

export const notFound = apiError('NOT_FOUND', {
  message: 'No existe un certificado con el serial 1234.',
});
export const rateLimited = apiError('RATE_LIMITED');

/**
 * Stubs fetch: GET /api/certifields/keys and GET /api/certifields/searchFree, the calls of the
 * check, returned in order. The page's offline refresh (the disabled serials, and the keys of a
 * visit without a QR) is answered `list` (no signal by default) and left out of the calls.
 */
export function stubVerifyApi(answers: { keys?: Answer; live: Answer; list?: Answer }) {
  const calls: ApiCall[] = [];
  const all = stubApi(({ url }) => {
    const refresh =
      url.startsWith(apiPaths.disabledSerials) ||
      (answers.keys === undefined && url.startsWith(apiPaths.certificateKeys));
    const call = all.at(-1);
    if (!refresh && call !== undefined) calls.push(call);
    const answer = url.startsWith(apiPaths.disabledSerials)
      ? (answers.list ?? 'offline')
      : url.startsWith(apiPaths.certificateKeys)
        ? (answers.keys ?? 'offline')
        : answers.live;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  });
  return calls;
}

export function renderVerifyPage(path = PAGE) {
  return renderRoutes([{ path: PAGE, Component: VerifyCertificatePage }], { initialPath: path });
}

/**
 * The verdict's title, once the check is done. The check and the result view are chunks of their
 * own: the first check of a file waits for them, longer than a second on a busy machine.
 */
export async function findVerdict(): Promise<string> {
  const status = screen.getByRole('status');
  const heading = await within(status).findByRole('heading', { level: 2 }, { timeout: 4_000 });
  return heading.textContent ?? '';
}

/** A proof with one letter of the signed data changed, signature kept. */
export function tamperedProof(proof: string, from: string, to: string): string {
  const [payload = '', signature = ''] = proof.split('.');
  const json = Buffer.from(payload, 'base64url').toString('utf8');
  if (!json.includes(from)) throw new Error(`${from} is not in the payload`);
  const changed = Buffer.from(json.replace(from, to), 'utf8').toString('base64url');
  return `${changed}.${signature}`;
}
