import { constants, createPublicKey, publicEncrypt } from 'node:crypto';

// The demo password of the seeded accounts (apps/api/src/seeds/demo-users.ts).
const DEMO_PASSWORD = 'AptoVial-Demo-2026';

// docs/product/calls.md: writes carry the XSRF-TOKEN cookie and the same value in X-XSRF-TOKEN. The
// server sets the cookie on the first answer to a client without one; kept here per server.
const xsrfTokens = new Map();

function rememberXsrf(baseUrl, response) {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
  if (cookie) xsrfTokens.set(baseUrl, cookie.slice('XSRF-TOKEN='.length).split(';')[0]);
}

/** The cookie and header a write to `baseUrl` sends (empty before the server has set one). */
export function xsrfHeaders(baseUrl) {
  const token = xsrfTokens.get(baseUrl);
  return token ? { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } : {};
}

async function call(baseUrl, method, path, options = {}, retried = false) {
  const { token, body } = options;
  const hadXsrf = xsrfTokens.has(baseUrl);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : xsrfHeaders(baseUrl)),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  rememberXsrf(baseUrl, response);
  const json = await response.json();
  // Cacheable answers (login-key) carry no cookie: the refusal of the first write brings one, and
  // the write goes once more with it, as the web client does.
  if (json?.error === 'XSRF_TOKEN_INVALID' && !hadXsrf && !retried && xsrfTokens.has(baseUrl)) {
    return call(baseUrl, method, path, options, true);
  }
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Signs a demo person in through the real flow (encrypted login, terms, e-mailed code). `prefix`
 * is the login's (apps/api/src/modules/auth/scopes.ts): '/api/authINTT' for INTT accounts.
 */
export async function signInDemo(
  baseUrl,
  mail,
  email = 'admin.medicos@aptovial.test',
  { prefix = '/api/auth' } = {},
) {
  const { data: key } = await call(baseUrl, 'GET', '/api/auth/login-key');
  const publicKey = createPublicKey({
    key: Buffer.from(key.spki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const seal = (value) =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(JSON.stringify({ v: value, t: Date.now() })),
    ).toString('base64url');
  const { data } = await call(baseUrl, 'POST', `${prefix}/login`, {
    body: { email: seal(email), password: seal(DEMO_PASSWORD) },
  });
  if (data.step === 'terms') {
    await call(baseUrl, 'POST', `${prefix}/accept-terms`, { token: data.token, body: { email } });
  }
  const otp = await mail.codeFor(email);
  await call(baseUrl, 'POST', `${prefix}/verify-otp-email`, {
    token: data.token,
    body: { email, otp },
  });
  return data.token;
}
