import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CertificateKeySet, verifyProof } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from './db/schema/index';
import { loadedRing } from './keys/testing';
import { NOW, newCertificate, special } from './modules/certificates/testing';
import { tokensFor } from './modules/users/testing';
import { seedDemoRegisters } from './seeds/demo-registers';
import type { TestApp } from './test/app';
import { bearer } from './test/auth';
import { filesOf, openServer, printedProof, runScript, serverConfig } from './test/backup';
import { testDatabaseUrl } from './test/config';
import { adminQuery } from './test/database';
import { seedDemo } from './test/demo';

// docs/decisions/0031: `npm run backup` then `npm run restore` into an empty place gives a server
// on which every certificate printed before still verifies by its signature. On PostgreSQL
// (TEST_DATABASE_URL) through pg_dump and pg_restore; otherwise PGlite's folder.

const serverUrl = testDatabaseUrl();
const onPostgres = serverUrl !== undefined;
const VIAL = 'director.vial.medicos';
const clock = () => NOW.getTime();
const folders: string[] = [];
const databases: string[] = [];

const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'aptovial-backup-test-'));
  folders.push(folder);
  return folder;
};
/** A new empty database on the test server (dropped after the file), or none on PGlite. */
async function newDatabaseUrl(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `aptovial_backup_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
/** The flags naming a place: a PGlite place says so, whatever DATABASE_URL the shell has. */
const placeFlags = (dataDir: string, databaseUrl: string | undefined) => [
  `--data-dir=${dataDir}`,
  `--database-url=${databaseUrl ?? ''}`,
];

type Place = { dataDir: string; databaseUrl: string | undefined };
const source: Place = { dataDir: '', databaseUrl: undefined };
/** Where the second test restored to. */
let restored: Place = { dataDir: '', databaseUrl: undefined };
const archive = () => path.join(folders[0] ?? '', 'copia.tar.gz');
let t: TestApp | undefined;
/** Each certificate as printed before the backup: its id, serial and the proof in its QR. */
const printed: { id: number; serial: number; proof: string }[] = [];

beforeAll(async () => {
  folders.push(mkdtempSync(path.join(tmpdir(), 'aptovial-backup-archive-')));
  source.dataDir = newFolder();
  source.databaseUrl = await newDatabaseUrl();
  const server = await openServer(serverConfig(source.dataDir, source.databaseUrl), () => NOW);
  t = server;
  await seedDemo(server.database);
  await server.database.db.transaction((tx) => seedDemoRegisters(tx));
  const token = await tokensFor(() => server, clock)('colegio', VIAL);
  const payloads = [
    newCertificate(),
    newCertificate({ ...special, grade: '3' }),
    newCertificate({ names: 'María Ñusta', lastNames: 'Peña de Álvarez', glasses: true }),
  ];
  for (const payload of payloads) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/certifields/createCertifields',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  // Every certificate of the database, not only the ones just issued.
  const rows = await server.database.db.select({ id: certificates.id }).from(certificates);
  for (const { id } of rows) {
    const { serial, proof } = await printedProof(server, token, id);
    if (serial === null || proof === null) throw new Error(`certificate ${id}: no proof`);
    printed.push({ id, serial, proof });
  }
  expect(printed).toHaveLength(payloads.length);
  // An upload, as a profile photo is kept with STORAGE=disk.
  mkdirSync(path.join(source.dataDir, 'uploads', 'photos'), { recursive: true });
  writeFileSync(path.join(source.dataDir, 'uploads', 'photos', 'foto.jpg'), randomBytes(64));
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const name of databases)
    await adminQuery(serverUrl ?? '', `DROP DATABASE IF EXISTS ${name}`);
});

describe('npm run backup and npm run restore', () => {
  it('back up the database, keys and uploads (PGlite only with the server stopped)', async () => {
    const backUp = () =>
      runScript('backup', [archive(), ...placeFlags(source.dataDir, source.databaseUrl)]);
    if (!onPostgres) {
      // Files copied under an open PGlite would be a torn copy.
      const refused = backUp();
      expect(refused.status, refused.stdout).toBe(1);
      expect(refused.stderr).toMatch(/está abierta: detenga el servidor/);
      expect(existsSync(archive())).toBe(false);
      await t?.close();
      t = undefined;
    }
    // PostgreSQL is dumped while the server runs, as in production.
    const run = backUp();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/carpetas de .*: keys, uploads/);
    await t?.close();
    t = undefined;
  });

  it('restore into an empty place: every certificate still verifies by its signature', async () => {
    const target = { dataDir: newFolder(), databaseUrl: await newDatabaseUrl() };
    restored = target;
    const run = runScript('restore', [
      archive(),
      ...placeFlags(target.dataDir, target.databaseUrl),
    ]);
    expect(run.status, run.stderr).toBe(0);
    // The keys come back byte for byte: the signing key, the public records, the secrets.
    expect(filesOf(path.join(target.dataDir, 'keys'))).toEqual(
      filesOf(path.join(source.dataDir, 'keys')),
    );
    expect(filesOf(path.join(target.dataDir, 'uploads'))).toEqual(
      filesOf(path.join(source.dataDir, 'uploads')),
    );

    const server = await openServer(serverConfig(target.dataDir, target.databaseUrl), () => NOW);
    t = server;
    const keys = await server.app.inject({ method: 'GET', url: '/api/certifields/keys' });
    const keySet = keys.json() as CertificateKeySet;
    const token = await tokensFor(() => server, clock)('colegio', VIAL);
    for (const { id, serial, proof } of printed) {
      // The QR printed before the backup, checked as the verification page does.
      const verdict = await verifyProof(proof, keySet, { serial });
      expect(verdict.state, `certificate ${serial}`).toBe('valid');
      // ...and its signed fields are the restored record's, as the public search shows it.
      const live = await server.app.inject({ url: `/api/certifields/searchFree?serial=${serial}` });
      expect(live.statusCode, live.body).toBe(200);
      const { status, version, ...fields } = live.json().data;
      expect(verdict).toMatchObject({ fields });
      expect(status).toBe('valid');
      // The restored signing key prints the same proof again (Ed25519 signs deterministically).
      expect((await printedProof(server, token, id)).proof).toBe(proof);
    }
    // Without the restored keys the same proofs prove nothing: the keys are part of the backup.
    const stranger = loadedRing(serverConfig(newFolder(), undefined));
    const [first] = printed;
    expect((await verifyProof(first?.proof ?? '', stranger.keySet)).state).toBe('unknown-key');
  });

  it('refuse a target that is not empty, and write nothing there', async () => {
    const flags = placeFlags(restored.dataDir, restored.databaseUrl);
    const keysBefore = filesOf(path.join(restored.dataDir, 'keys'));
    const again = runScript('restore', [archive(), ...flags]);
    expect(again.status, again.stdout).toBe(1);
    expect(again.stderr).toMatch(/^Error: ya hay datos en .*keys/);
    expect(filesOf(path.join(restored.dataDir, 'keys'))).toEqual(keysBefore);
    if (onPostgres) {
      // Empty files, but a database already in use.
      const emptyDataDir = newFolder();
      const refused = runScript('restore', [
        archive(),
        ...placeFlags(emptyDataDir, restored.databaseUrl),
      ]);
      expect(refused.status, refused.stdout).toBe(1);
      expect(refused.stderr).toMatch(/DATABASE_URL no está vacía/);
      expect(readdirSync(emptyDataDir)).toEqual([]);
    }
  });
});
