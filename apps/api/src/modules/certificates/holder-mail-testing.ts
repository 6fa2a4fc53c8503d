import { inflateSync } from 'node:zlib';
import { type CertificateKeySet, verifyProof } from '@aptovial/shared';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { createSeededApp } from '../../test/demo';
import type { SmtpCapture } from '../../test/smtp-capture';
import { readPdf, readQr } from './pdf/testing';

/** The demo people and registers with SMTP going to `smtp`, on the clock `now()`. */
export async function mailedCertificatesApp(smtp: SmtpCapture, now: () => Date): Promise<TestApp> {
  const t = await createSeededApp(now, { mail: { ...testConfig().mail, smtpUrl: smtp.url } });
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  return t;
}

/** A compressed printout's content streams inflated, so readPdf and readQr can read it. */
function inflated(pdf: Buffer): Buffer {
  const plain = pdf
    .toString('latin1')
    .replace(
      /\/Filter \/FlateDecode\n>>\nstream\n([\s\S]*?)\nendstream/g,
      (_match, data: string) =>
        `>>\nstream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`,
    );
  return Buffer.from(plain, 'latin1');
}

/** What a phone reads from the attached printout's QR, and the shared verifier's verdict on it. */
export async function verdictOfPrintout(t: TestApp, pdf: Buffer) {
  const [page] = readPdf(inflated(pdf));
  const text = page ? readQr(page).text : null;
  if (!text) throw new Error('the printout has no readable QR');
  const url = new URL(text);
  const keys = await t.app.inject({ method: 'GET', url: '/api/certifields/keys' });
  const keySet = keys.json() as CertificateKeySet;
  const serial = Number(url.searchParams.get('serial'));
  return { url, verdict: await verifyProof(url.hash.slice(1), keySet, { serial }) };
}
