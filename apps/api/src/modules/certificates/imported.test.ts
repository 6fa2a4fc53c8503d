import { inflateSync } from 'node:zlib';
import { publicCertificateResponseSchema } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatesKind } from '../../import/kinds/certificates';
import {
  importFolder,
  oldCertificate,
  writeCertificatesCsv,
} from '../../import/kinds/certificates-testing';
import { runImport } from '../../import/run-import';
import { countReprints } from '../../keys/key-leak-reprints';
import type { TestApp } from '../../test/app';
import { expectExactly } from '../../test/exact-answer';
import { createAuditService } from '../audit/service';
import { IMPORTED_CAPTION } from './pdf/certificate-pdf';
import { pageText, readPdf, readQr } from './pdf/testing';
import { callerOf, certificatesApp, NOW, newCertificate } from './testing';

// Certificates of the system AptoVial replaced (decision 0080), on the demo lot of VE-A.
const VIAL = 'director.vial.medicos';
const VALID = 1_000_900;
const DISABLED = 1_000_901;
let t: TestApp;
const call = callerOf(() => t);
/** The printout's content streams inflated, so its text and QR can be read back. */
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

/** The page of certificate `serial`'s printout, as the reader downloads it. */
async function printout(serial: number) {
  const search = await call(VIAL, { method: 'GET', url: `/search?serial=${serial}` });
  const [found] = search.json().data as { id: number }[];
  const response = await call(VIAL, { method: 'GET', url: `/${found?.id}/pdf` });
  expect(response.statusCode, response.body).toBe(200);
  const [page] = readPdf(inflated(response.rawPayload));
  if (!page) throw new Error('no page');
  return page;
}

const free = (serial: number) =>
  t.app.inject({ method: 'GET', url: `/api/certifields/searchFree?serial=${serial}` });

beforeAll(async () => {
  t = await certificatesApp();
  // On the demo lot (created 02/01/2025): issued after it, as the lot's own would have been.
  const file = await writeCertificatesCsv(await importFolder(), 'certificados.csv', [
    oldCertificate(VALID, { expeditionDate: '10/02/2025', dueDate: '10/02/2028' }),
    oldCertificate(DISABLED, {
      expeditionDate: '10/02/2025',
      dueDate: '10/02/2028',
      status: 'Anulado',
    }),
  ]);
  const before = await countReprints(t.database.db, NOW, NOW);
  const outcome = await runImport(
    { db: t.database.db, audit: createAuditService() },
    certificatesKind,
    {
      file,
      dryRun: false,
    },
  );
  expect(outcome.counts).toEqual({ inserted: 2, unchanged: 0 });
  // Never signed, so a leaked key's drill has nothing of theirs to reprint.
  expect(await countReprints(t.database.db, NOW, NOW)).toBe(before);
});
afterAll(() => t?.close());

describe('a certificate of the old system', () => {
  it('verifies publicly by serial at once, saying it is from before AptoVial', async () => {
    const response = await free(VALID);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      serial: VALID,
      status: 'valid',
      imported: true,
      maskedDni: 'V-11***900',
      doctor: 'Alejandro Mendoza Rivas',
      licenseNumber: 'MV-0001',
      expeditionDate: '2025-02-10',
    });
    expectExactly(publicCertificateResponseSchema, response.json());
    expect((await free(DISABLED)).json().data).toMatchObject({
      status: 'disabled',
      imported: true,
    });
  });

  it('prints without a QR, and says how to verify it by serial', async () => {
    const page = await printout(VALID);
    expect(readQr(page).text).toBeNull();
    const text = pageText(page).replace(/\s+/g, ' ');
    expect(text).toContain(IMPORTED_CAPTION);
    expect(text).toContain('/Buscar-certificado-medicos');
    // One issued here prints its signed QR, read back the same way.
    const issued = newCertificate();
    const response = await call(VIAL, {
      method: 'POST',
      url: '/createCertifields',
      payload: issued,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(readQr(await printout(issued.serial)).text).toContain(`serial=${issued.serial}#`);
    expect((await free(issued.serial)).json().data.imported).toBeUndefined();
  });
});
