import { constants, createPublicKey, publicEncrypt } from 'node:crypto';

// The demo password of the seeded accounts (apps/api/src/modules/auth/demo-seed.ts).
const DEMO_PASSWORD = 'AptoVial-Demo-2026';

async function call(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
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
