import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../config-storage';
import { createBucket, type LocalS3Server, startLocalS3Server } from '../../test/s3-server';
import { createDiskStorage } from './disk';
import { openS3Storage } from './s3';
import type { FileStorage } from './types';

const credentials = {
  accessKeyId: 'AKIATESTSTORAGE',
  secretAccessKey: 'test-secret-access-key-0123456789',
  region: 'us-east-1',
};
const BUCKET = 'aptovial-test';
let server: LocalS3Server;
let diskRoot: string;
let s3: S3Settings;

beforeAll(async () => {
  server = await startLocalS3Server(credentials);
  s3 = { endpoint: server.endpoint, bucket: BUCKET, ...credentials };
  await createBucket(s3);
  diskRoot = mkdtempSync(path.join(tmpdir(), 'aptovial-storage-'));
});
afterAll(async () => {
  await server.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage | Promise<FileStorage>][] = [
  ['disk', () => createDiskStorage(diskRoot)],
  ['s3', () => openS3Storage(s3)],
];

describe.each(adapters)('the %s storage', (kind, open) => {
  const folder = `contract-${kind}`;

  it('reads back what it saved, byte for byte, and a second save replaces the first', async () => {
    const storage = await open();
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13, 0x89, 0x50]);
    await storage.save(folder, 'a-1.webp', bytes);
    expect(await storage.read(folder, 'a-1.webp')).toEqual(bytes);
    await storage.save(folder, 'a-1.webp', Buffer.from('segunda'));
    expect((await storage.read(folder, 'a-1.webp'))?.toString()).toBe('segunda');
    await storage.save('other', 'a-1.webp', Buffer.from('otra carpeta'));
    expect((await storage.read(folder, 'a-1.webp'))?.toString()).toBe('segunda');
  });

  it('reads a missing file as undefined, and deleting it twice is fine', async () => {
    const storage = await open();
    expect(await storage.read(folder, 'nunca-guardado.webp')).toBeUndefined();
    expect(await storage.read('carpeta-nueva', 'x.webp')).toBeUndefined();
    await storage.save(folder, 'borrar.pdf', Buffer.from('%PDF'));
    await storage.delete(folder, 'borrar.pdf');
    expect(await storage.read(folder, 'borrar.pdf')).toBeUndefined();
    await expect(storage.delete(folder, 'borrar.pdf')).resolves.toBeUndefined();
  });

  it('refuses names that are not ones the server generates, touching nothing', async () => {
    const storage = await open();
    await storage.save(folder, 'guardado.webp', Buffer.from('x'));
    const unsafe: [string, string][] = [
      [folder, '../guardado.webp'],
      [folder, 'sub/guardado.webp'],
      [folder, '..%2Fguardado.webp'],
      [folder, 'sin-extension'],
      [folder, 'MAYUSCULAS.WEBP'],
      [folder, ''],
      ['..', 'guardado.webp'],
      [`${folder}/..`, 'guardado.webp'],
      ['', 'guardado.webp'],
    ];
    for (const [where, name] of unsafe) {
      await expect(storage.save(where, name, Buffer.from('y'))).rejects.toThrow(/unsafe/);
      expect(await storage.read(where, name)).toBeUndefined();
      await storage.delete(where, name);
    }
    expect((await storage.read(folder, 'guardado.webp'))?.toString()).toBe('x');
  });
});

describe('the s3 storage on the wire', () => {
  it('keeps each file under `folder/name` in the bucket and deletes it there', async () => {
    const storage = await openS3Storage(s3);
    await storage.save('photos', '7-abc.webp', Buffer.from('foto'));
    expect(server.keysOf(BUCKET)).toContain('photos/7-abc.webp');
    await storage.delete('photos', '7-abc.webp');
    expect(server.keysOf(BUCKET)).not.toContain('photos/7-abc.webp');
    // Nothing of it reached the local disk.
    expect(readdirSync(diskRoot)).not.toContain('photos');
  });

  it('fails, never reads as missing, with a wrong secret, an unknown key id or no bucket', async () => {
    await (await openS3Storage(s3)).save('photos', 'firmada.webp', Buffer.from('z'));
    const wrongSecret = await openS3Storage({
      ...s3,
      secretAccessKey: 'otro-secreto-otro-secreto',
    });
    await expect(wrongSecret.save('photos', 'x.webp', Buffer.from('z'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.read('photos', 'firmada.webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    const wrongKey = await openS3Storage({ ...s3, accessKeyId: 'AKIAOTRA' });
    await expect(wrongKey.read('photos', 'firmada.webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    const noBucket = await openS3Storage({ ...s3, bucket: 'no-existe' });
    await expect(noBucket.read('photos', 'firmada.webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    expect(server.keysOf(BUCKET)).not.toContain('photos/x.webp');
  });

  it('the local server checks the signature over the request, not just the key id', async () => {
    const unsigned = await fetch(`${server.endpoint}/${BUCKET}/photos/firmada.webp`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    // A signed request whose path is changed after signing no longer matches its signature.
    const client = new S3Client({ ...s3, forcePathStyle: true, credentials: s3 });
    client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { path: string };
        request.path = request.path.replace('firmada', 'otra');
        return next(args);
      },
      { step: 'deserialize' },
    );
    await expect(
      client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/firmada.webp' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    client.destroy();
  });
});
