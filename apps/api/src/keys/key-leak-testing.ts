import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CertificateKeySet,
  certificateKeysResponseSchema,
  readVerificationLocation,
  verifyProof,
} from '@aptovial/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { certificates } from '../db/schema/index';
import { createAuditService } from '../modules/audit/service';
import { NOW, newCertificate } from '../modules/certificates/testing';
import { tokensFor } from '../modules/users/testing';
import { seedDemoRegisters } from '../seeds/demo-registers';
import { readyTestApp } from '../test/app';
import { bearer } from '../test/auth';
import { printedProof, serverConfig } from '../test/backup';
import { openTestDatabase } from '../test/database';
import { seedDemo } from '../test/demo';
import { runKeyLeakDrill } from './key-leak-drill';
import { loadServerKeys } from './server-keys';

// Test kit of the key-leak drill: servers started and stopped on keys of their own around one
// test database with the demo people, as an operator runs the drill between two starts.

export const DAY = 86_400_000;
const VIAL = 'director.vial.medicos';

/** The test database of the file (demo people and registers) and DATA_DIRs removed after it. */
export function drillWorld() {
  const folders: string[] = [];
  const world = { database: undefined as unknown as Database };
  beforeAll(async () => {
    world.database = await openTestDatabase();
    await seedDemo(world.database);
    await world.database.db.transaction((tx) => seedDemoRegisters(tx));
  }, 60_000);
  afterAll(async () => {
    await world.database.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A server's configuration on a DATA_DIR of its own (keys made there on first start). */
  const newConfig = (): Config => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aptovial-drill-'));
    folders.push(folder);
    return serverConfig(folder, undefined);
  };

  /** A server started now on `config`'s keys, signed in as the demo road medic of the college. */
  async function startServer(config: Config) {
    const { database } = world;
    const app = await buildApp(config, {
      database,
      keys: loadServerKeys(config),
      clock: () => NOW,
    });
    const server = { ...(await readyTestApp(app, database)), close: () => app.close() };
    const token = await tokensFor(
      () => server,
      () => NOW.getTime(),
    )('colegio', VIAL);
    const issue = async (overrides: Record<string, unknown> = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/certifields/createCertifields',
        headers: bearer(token),
        payload: newCertificate(overrides),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { id: number; serial: number } }).data;
    };
    /** The proof the QR of certificate `id`'s printout holds now. */
    const printed = async (id: number) => (await printedProof(server, token, id)).proof ?? '';
    const keySet = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/certifields/keys' });
      return certificateKeysResponseSchema.parse(response.json());
    };
    return { close: () => app.close(), issue, printed, keySet };
  }

  const setCreated = (ids: number[], at: Date) =>
    world.database.db
      .update(certificates)
      .set({ createdAt: at })
      .where(inArray(certificates.id, ids));

  /** Runs the drill as the script does, keeping the CSV lines it writes (header apart). */
  async function drill(config: Config, kid: string) {
    const chunks: string[] = [];
    const report = await runKeyLeakDrill(
      { config, db: world.database.db, audit: createAuditService() },
      { kid, now: new Date(), write: async (text) => chunks.push(text) },
    );
    const [header, ...rows] = chunks.join('').trimEnd().split('\r\n');
    return { report, header, rows: rows.map((row) => row.split(',')) };
  }

  return { world, newConfig, startServer, setCreated, drill };
}

/** What the shared verifier says of each CSV line's new QR address, with its serial. */
export async function verdictsOf(rows: string[][], keySet: CertificateKeySet) {
  return Promise.all(
    rows.map(async ([serial, , , , url = '']) => {
      const address = new URL(url);
      const { proof } = readVerificationLocation(address.search, address.hash);
      return verifyProof(proof ?? '', keySet, { serial: Number(serial) });
    }),
  );
}
