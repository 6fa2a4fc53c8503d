import { signInOnce } from './certificate-bench.mjs';
import { publicXsrfHeaders, requestBody, solvedPayload } from './pre-register-bench.mjs';
import { xsrfHeaders } from './sign-in.mjs';

// The sandbox bank's test phones and key (apps/api/src/adapters/payments/sandbox-data.ts).
const PHONES = {
  approves: '0414-1234567',
  insufficientFunds: '0414-0000051',
  chargedThenSilent: '0414-0000408',
  chargedThenGarbage: '0414-0000502',
};
const PAYMENT_KEY = '00001111';

/**
 * 50 payments sent at once, as applicants on the public form (createPreregisterPay): most
 * approve, some are declined, some are charged and left unanswered or answered with garbage (the
 * reconciliation must settle them), and three applicants press "Pagar" in two tabs at once.
 */
export function paymentMix() {
  const mix = [
    ...Array(37).fill('approves'),
    ...Array(4).fill('insufficientFunds'),
    ...Array(4).fill('chargedThenSilent'),
    ...Array(2).fill('chargedThenGarbage'),
  ].map((outcome, i) => ({ person: i, outcome }));
  // Two tabs: the same person, the same request, each tab with its own solved challenge.
  for (const person of [0, 1, 2]) mix.push({ person, outcome: 'approves', secondTab: true });
  return mix;
}

/** The college Admin sets a commission with a hand price: the bench needs no rate service. */
export async function setCommission(baseUrl, mail) {
  const token = await signInOnce(baseUrl, mail, 'admin.medicos@aptovial.test', '/api/auth');
  const response = await fetch(`${baseUrl}/api/dollarCalculation/createCertifieldAmount`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...xsrfHeaders(baseUrl),
    },
    body: JSON.stringify({ commissionDollarGeneral: '5.00', dollarPrice: '243.1234' }),
  });
  if (!response.ok) throw new Error(`createCertifieldAmount: ${response.status}`);
  const price = await (await fetch(`${baseUrl}/api/dollarCalculation/certifieldAmount`)).json();
  return price.data.amountBolivares;
}

/** Each payment's body, with its challenge solved ahead (a challenge is accepted once). */
export async function payBodies(baseUrl, mix, amount, firstPerson) {
  const bodies = [];
  for (let next = 0; next < mix.length; next += 8) {
    const batch = mix.slice(next, next + 8);
    const payloads = await Promise.all(batch.map(() => solvedPayload(baseUrl)));
    batch.forEach(({ person, outcome }, i) => {
      const request = JSON.parse(requestBody(firstPerson + person, payloads[i]));
      bodies.push({
        ...request,
        destination_id: request.dni,
        destination_mobile_number: PHONES[outcome],
        destination_bank_id: 134,
        twofactor_auth: PAYMENT_KEY,
        amount,
      });
    });
  }
  return bodies;
}

/** Sends every body at once; each answer with its status, code and time. */
export async function payAtOnce(baseUrl, bodies) {
  const headers = { 'content-type': 'application/json', ...publicXsrfHeaders() };
  return Promise.all(
    bodies.map(async (body) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/preRegister/createPreregisterPay`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const json = await response.json();
      return {
        status: response.status,
        code: json.code ?? json.error,
        details: json.code || json.error ? JSON.stringify(json).slice(0, 400) : undefined,
        payment: json.data?.payment,
        ms: performance.now() - started,
      };
    }),
  );
}

/** The road-medicine Admin's money figures (GET /api/payments/summary): approved and pending. */
export async function moneySummary(baseUrl, mail) {
  const token = await signInOnce(baseUrl, mail, 'admin.vial@aptovial.test', '/api/credentialMedic');
  const response = await fetch(`${baseUrl}/api/payments/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`payments/summary: ${response.status}`);
  return (await response.json()).data;
}
