import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyProof } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../db/schema/index';
import { NOW, newCertificate } from '../modules/certificates/testing';
import { tokensFor } from '../modules/users/testing';
import { seedDemoRegisters } from '../seeds/demo-registers';
import { bearer } from '../test/auth';
import { openServer } from '../test/backup';
import { seedDemo } from '../test/demo';
import { generateCertificateKeyPem, publicKeyOf, readKeyRecords } from './certificate-key-records';
import { certificateKeyRing } from './certificate-key-ring';
import { drillWorld, verdictsOf } from './key-leak-testing';
import { loadedRing } from './testing';

// docs/decisions/0038: drilling the key signing now rotates first; the new key signs the QRs of
// the list and, after a restart, the server's printouts. Also the command as an operator runs it.

const { world, newConfig, startServer, drill } = drillWorld();
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

describe('keys:drill of the key signing now', () => {
  it('makes a new key that signs the list and the next start', async () => {
    const config = newConfig();
    const server = await startServer(config);
    const kept = await server.issue();
    const expired = await server.issue();
    const leakedKid = (await server.keySet()).keys[0]?.kid ?? '';
    await server.close();
    await world.database.db
      .update(certificates)
      .set({ expeditionDate: '2025-01-02', dueDate: '2026-01-02' })
      .where(eq(certificates.id, expired.id));

    const { report, rows } = await drill(config, leakedKid);
    expect(report.rotation).toMatchObject({ retiredKid: leakedKid, stored: true });
    expect(report.signingKid).toBe(report.rotation?.kid);
    expect(rows.map((row) => Number(row[0]))).toEqual([kept.serial]);

    const restarted = await startServer(config);
    const keySet = await restarted.keySet();
    expect(keySet.keys.map((key) => [key.kid, key.withdrawn])).toEqual([
      [report.signingKid, undefined],
      [leakedKid, true],
    ]);
    expect(await verdictsOf(rows, keySet)).toMatchObject([
      { state: 'valid', kid: report.signingKid },
    ]);
    expect(await verifyProof(await restarted.printed(kept.id), keySet)).toMatchObject({
      state: 'valid',
      kid: report.signingKid,
    });
    await restarted.close();
  }, 60_000);

  it('with CERTIFICATE_SIGNING_KEY, signs the list with the new key it prints for the operator', async () => {
    const base = newConfig();
    const signingKey = generateCertificateKeyPem();
    const config = { ...base, certificates: { ...base.certificates, signingKey } };
    const leakedKid = publicKeyOf(signingKey).kid;
    const server = await startServer(config);
    const issued = await server.issue();
    await server.close();

    const { report, rows } = await drill(config, leakedKid);
    expect(report.rotation).toMatchObject({ retiredKid: leakedKid, stored: false });
    const records = readKeyRecords(config.certificates.keysDir);
    expect(records.find((record) => record.kid === leakedKid)?.withdrawn).toBe(true);
    // The old key set in the environment no longer starts a server; the printed one does.
    expect(() => certificateKeyRing({ signingKeyPem: signingKey, records })).toThrow(/retirada/);
    const ring = certificateKeyRing({ signingKeyPem: report.rotation?.pem ?? '', records });
    expect(rows.map((row) => Number(row[0]))).toContain(issued.serial);
    for (const verdict of await verdictsOf(rows, ring.keySet)) {
      expect(verdict).toMatchObject({ state: 'valid', kid: report.signingKid });
    }
  }, 60_000);
});

describe('npm run keys:drill', () => {
  const env = (dataDir: string) => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
  });
  /** The command as the README gives it (bundles the script, then runs it). */
  const npmRun = (args: string[], dataDir: string) =>
    spawnSync('npm', ['run', '--silent', 'keys:drill', '-w', 'apps/api', '--', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: env(dataDir),
    });
  /** The bundle the first npm run wrote: the same script without bundling it again. */
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['apps/api/dist/key-leak-drill.mjs', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: env(dataDir),
    });

  it('refuses a kid it does not know, in Spanish, and writes no list', async () => {
    const config = newConfig();
    const out = path.join(config.dataDir, 'lista.csv');
    const refused = npmRun(['AAAAAAAAAAA', '--out', out], config.dataDir);
    expect(refused.status, refused.stdout).toBe(1);
    expect(refused.stderr).toContain('No hay una clave de certificados con kid AAAAAAAAAAA');
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(config.dataDir)).toEqual([]);

    // A kid may begin with '-' (base64url): read as the kid, not as an option.
    const dashed = run(['-AAAAAAAAAA', '--out', out], config.dataDir);
    expect(dashed.status, dashed.stderr).toBe(1);
    expect(dashed.stderr).toContain('No hay una clave de certificados con kid -AAAAAAAAAA');

    for (const wrong of [[], ['AAAAAAAAAAA', '--margen-horas', '-1'], ['--nada'], ['A', 'B']]) {
      const usage = run(wrong, config.dataDir);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Uso: keys:drill');
    }
  }, 60_000);

  it('withdraws the key of a PGlite DATA_DIR, writes the list and prints the count per state', async () => {
    const config = newConfig();
    const server = await openServer(config, () => NOW);
    await seedDemo(server.database);
    await server.database.db.transaction((tx) => seedDemoRegisters(tx));
    const token = await tokensFor(
      () => server,
      () => NOW.getTime(),
    )('colegio', 'director.vial.medicos');
    const issued = await server.app.inject({
      method: 'POST',
      url: '/api/certifields/createCertifields',
      headers: bearer(token),
      payload: newCertificate(),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const kid = loadedRing(config).signing.kid;
    await server.close();

    const out = path.join(config.dataDir, 'lista.csv');
    const drilled = npmRun([kid, '--out', out], config.dataDir);
    expect(drilled.status, drilled.stderr).toBe(0);
    expect(drilled.stdout).toContain(`Clave ${kid} retirada`);
    expect(drilled.stdout).toMatch(/Certificados por reimprimir: 1,.*\n {2}VE-A: 1\n/);
    expect(drilled.stdout).toContain('Reinicie ahora cada servidor');
    const [header, line] = readFileSync(out, 'utf8').split('\r\n');
    expect(header).toBe('serial,estado,cedula_titular,fecha_expedicion,url_verificacion_nueva');
    expect(line).toContain(`${(issued.json() as { data: { serial: number } }).data.serial},VE-A,`);
    expect(loadedRing(config).keySet.keys[1]).toMatchObject({ kid, withdrawn: true });
  }, 120_000);
});
