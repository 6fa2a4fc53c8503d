import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const bucket = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'aptovial',
  S3_ACCESS_KEY_ID: 'aptovial-api',
  S3_SECRET_ACCESS_KEY: 'secreto-del-almacen-de-objetos',
};

describe('storage configuration', () => {
  it('keeps files on disk under DATA_DIR with no variables set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ ...bucket, STORAGE: 'disk' }).storage).toEqual({ kind: 'disk' });
  });

  it('reads the bucket, with us-east-1 as the region unless told otherwise', () => {
    expect(loadConfig(bucket).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        bucket: 'aptovial',
        accessKeyId: 'aptovial-api',
        secretAccessKey: 'secreto-del-almacen-de-objetos',
      },
    });
    const aws = loadConfig({ ...bucket, S3_ENDPOINT: '', S3_REGION: 'sa-east-1' }).storage;
    expect(aws).toMatchObject({ s3: { endpoint: undefined, region: 'sa-east-1' } });
  });

  it('refuses to start with STORAGE=s3 and a variable missing, naming it and no secret', () => {
    for (const missing of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      const start = () => loadConfig({ ...bucket, [missing]: '' });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(`Variable de entorno ${missing} requerida con STORAGE=s3`);
    }
    const badEndpoint = () => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' });
    expect(badEndpoint).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const message = (() => {
      try {
        return String(loadConfig({ ...bucket, S3_BUCKET: '' }));
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toContain('S3_BUCKET');
    expect(message).not.toContain(bucket.S3_SECRET_ACCESS_KEY);
  });
});
