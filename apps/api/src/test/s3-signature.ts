import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The key pair and region the local S3 server accepts. */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

/** An S3 error the server answers with: HTTP status, S3 code, message. */
export type S3Refusal = { status: number; code: string; message: string };

const refuse = (status: number, code: string, message: string): S3Refusal => ({
  status,
  code,
  message,
});
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
// RFC 3986 as AWS encodes it: encodeURIComponent leaves !'()* alone.
const awsEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60_000;

function canonicalQuery(query: string): string {
  if (!query) return '';
  const pairs = query.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split('=', 2).map((part) => decodeURIComponent(part));
    return [awsEncode(name), awsEncode(value)] as const;
  });
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/**
 * Checks an AWS Signature V4 `Authorization` header the way S3 does: the key id, the scope, the
 * clock, the payload hash and the HMAC over the canonical request. Undefined means accepted.
 * `x-amz-content-sha256` may be the body's hex hash or UNSIGNED-PAYLOAD; aws-chunked
 * (STREAMING-*) bodies and flexible checksums are refused, as the adapter never sends them.
 */
export function checkSignature(
  request: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer },
  credentials: S3Credentials,
  now = new Date(),
): S3Refusal | undefined {
  const authorization = request.headers.authorization;
  if (!authorization) return refuse(403, 'AccessDenied', 'Anonymous access is forbidden');
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return refuse(400, 'AuthorizationHeaderMalformed', 'Unreadable Authorization');
  const [, keyId, day, region, signedHeaders = '', signature = ''] = match;
  if (keyId !== credentials.accessKeyId) {
    return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist');
  }
  if (region !== credentials.region) {
    return refuse(400, 'AuthorizationHeaderMalformed', `The region '${region}' is wrong`);
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const iso = amzDate.replace(
    /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
    '$1-$2-$3T$4:$5:$6Z',
  );
  const signedAt = Date.parse(iso);
  if (iso === amzDate || Number.isNaN(signedAt) || amzDate.slice(0, 8) !== day) {
    return refuse(403, 'AccessDenied', 'x-amz-date is missing or outside the credential scope');
  }
  if (Math.abs(now.getTime() - signedAt) > SKEW_MS) {
    return refuse(403, 'RequestTimeTooSkewed', 'The request time is too far from the server time');
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash.startsWith('STREAMING-')) {
    return refuse(501, 'NotImplemented', 'aws-chunked uploads are not supported here');
  }
  // Like older S3-compatible servers, this one knows no flexible checksums: the adapter sends
  // none (requestChecksumCalculation WHEN_REQUIRED), and this keeps it so.
  if (
    Object.keys(request.headers).some((name) =>
      /^x-amz-(sdk-checksum-algorithm|checksum-(?!mode)|trailer)/.test(name),
    )
  ) {
    return refuse(501, 'NotImplemented', 'x-amz-checksum-* headers are not supported here');
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(request.body)) {
    return refuse(400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match the body');
  }
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) {
    return refuse(403, 'AccessDenied', 'host and x-amz-date must be signed');
  }
  const [path = '', query = ''] = request.url.split('?', 2);
  const headerLines = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonical = [
    request.method,
    path,
    canonicalQuery(query),
    headerLines.join(''),
    signedHeaders,
    payloadHash,
  ];
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical.join('\n'))].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return refuse(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match',
    );
  }
  return undefined;
}
