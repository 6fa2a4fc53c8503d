import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings, StorageSettings } from '../../config-storage';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { DEMO_PASSWORD, seedDemo } from '../../test/demo';
import { createBucket, type LocalS3Server, startLocalS3Server } from '../../test/s3-server';
import { samplePng, uploadPhoto } from './testing';

// The photo journey through the real routes on each storage adapter (decision 0028): the same
// upload, serving and replacement whether files live on disk or in an S3-compatible bucket.
const credentials = {
  accessKeyId: 'AKIATESTPHOTOS',
  secretAccessKey: 'test-photos-secret-access-key-0123',
  region: 'us-east-1',
};
const BUCKET = 'aptovial-photos';
const folders: string[] = [];
let server: LocalS3Server;
let s3: S3Settings;
const onS3 = (): StorageSettings => ({ kind: 's3', s3 });

async function startApp(storage: StorageSettings) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aptovial-photos-'));
  folders.push(dataDir);
  const t = await createTestApp({
    dataDir,
    storage,
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 },
  });
  return { t, dataDir };
}

beforeAll(async () => {
  server = await startLocalS3Server(credentials);
  s3 = { endpoint: server.endpoint, bucket: BUCKET, ...credentials };
  await createBucket(s3);
});
afterAll(async () => {
  await server.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('profile photos on %s storage', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    ({ t, dataDir } = await startApp(kind === 's3' ? onS3() : { kind: 'disk' }));
    await seedDemo(t.database);
    token = await signIn(
      t.app,
      t.database,
      'colegio',
      'admin.medicos@aptovial.test',
      DEMO_PASSWORD,
    );
  });
  afterAll(() => t.close());

  const storedThere = (image: string) => {
    const name = image.slice('/api/uploads/'.length);
    return kind === 's3'
      ? server.keysOf(BUCKET).includes(name)
      : existsSync(path.join(dataDir, 'uploads', name));
  };

  it('stores the upload there, serves it back, and removes the photo it replaces', async () => {
    const first = await uploadPhoto(t.app, token, await samplePng());
    expect(first.statusCode).toBe(200);
    const firstImage: string = first.json().data.image;
    const served = await t.app.inject({ method: 'GET', url: firstImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    expect(storedThere(firstImage)).toBe(true);
    // With S3 nothing is written under DATA_DIR: any process may serve the photo.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(kind === 'disk');

    const second = await uploadPhoto(t.app, token, await samplePng(300, 900));
    const secondImage: string = second.json().data.image;
    expect(secondImage).not.toBe(firstImage);
    expect((await t.app.inject({ method: 'GET', url: secondImage })).statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: firstImage });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('NOT_FOUND');
    expect(storedThere(firstImage)).toBe(false);
    expect(storedThere(secondImage)).toBe(true);
  });
});

describe('profile photos on s3 storage, several API processes', () => {
  it('a second process with its own DATA_DIR serves the photo the first one stored', async () => {
    const first = await startApp(onS3());
    const other = await startApp(onS3());
    try {
      await seedDemo(first.t.database);
      const email = 'admin.medicos@aptovial.test';
      const token = await signIn(first.t.app, first.t.database, 'colegio', email, DEMO_PASSWORD);
      const image: string = (await uploadPhoto(first.t.app, token, await samplePng())).json().data
        .image;
      const here = await first.t.app.inject({ method: 'GET', url: image });
      const there = await other.t.app.inject({ method: 'GET', url: image });
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    } finally {
      await first.t.close();
      await other.t.close();
    }
  });
});
