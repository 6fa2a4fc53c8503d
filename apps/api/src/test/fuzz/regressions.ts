import type { Scope } from '../auth';
import type { FuzzRequest } from './requests';

/** An input the fuzzer once found answered wrongly, and the refusal it gets since the fix. */
export type Regression = {
  what: string;
  caller: Scope | undefined;
  request: FuzzRequest;
  status: number;
  code: string;
};

const BOUNDARY = '----aptovial-fuzz';
const filePart =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\n` +
  'Content-Type: image/png\r\n\r\nxx\r\n';

/**
 * Kept as fixed cases, so they stay fixed whatever the seed (decision 0030). Each was a 5xx or
 * Fastify's English body before.
 */
export const regressions: Regression[] = [
  {
    what: 'a path that is not valid percent-encoding (Fastify answered FST_ERR_BAD_URL in English)',
    caller: 'medicVial',
    request: { method: 'GET', url: '/api/operationals/countCertifieldInOperation/%', headers: {} },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    what: 'a path parameter over 100 characters (Fastify answered 414 FST_ERR_MAX_PARAM_LENGTH)',
    caller: 'colegio',
    request: {
      method: 'PUT',
      url: `/api/certifields/disableCertifields/${'9'.repeat(150)}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    what: 'a photo upload whose multipart type has no boundary (500: the reader threw)',
    caller: 'INTT',
    request: {
      method: 'POST',
      url: '/api/uploads/updated-photo-INTT',
      headers: { 'content-type': 'multipart/form-data' },
      payload: `${filePart}--${BOUNDARY}--\r\n`,
    },
    status: 400,
    code: 'IMAGE_INVALID',
  },
  {
    what: 'a municipality past a PostgreSQL integer in the requests list (500: out of range)',
    caller: 'medicVial',
    request: { method: 'GET', url: '/api/preRegister?municipality=251565219028403', headers: {} },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    what: 'a NUL character in a text filter (500 on PostgreSQL: invalid byte sequence 0x00)',
    caller: 'colegio',
    request: { method: 'GET', url: '/api/register?specialty=nul%00byte', headers: {} },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
];
