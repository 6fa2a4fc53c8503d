import { z } from 'zod';

/** The storage variables, part of config.ts's one environment schema (decision 0028). */
export const storageEnvShape = {
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

/** An S3-compatible bucket and the key pair allowed to write it. */
export type S3Settings = {
  /** e.g. `http://minio:9000` (path-style requests); undefined means AWS S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Never logged: the config object is not printed anywhere, and this is not in any message. */
  secretAccessKey: string;
};

/** `disk` keeps files under DATA_DIR/uploads; `s3` in a bucket every API process shares. */
export type StorageSettings = { kind: 'disk' } | { kind: 's3'; s3: S3Settings };

/** With STORAGE=s3 the bucket and key pair must be set; else names the first missing. */
export function readStorageSettings(vars: StorageEnv): StorageSettings | { missing: string } {
  if (vars.STORAGE === 'disk') return { kind: 'disk' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = vars;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY;
  if (!bucket) return { missing: 'S3_BUCKET' };
  if (!accessKeyId) return { missing: 'S3_ACCESS_KEY_ID' };
  if (!secretAccessKey) return { missing: 'S3_SECRET_ACCESS_KEY' };
  const s3 = { endpoint: vars.S3_ENDPOINT, region: vars.S3_REGION, bucket };
  return { kind: 's3', s3: { ...s3, accessKeyId, secretAccessKey } };
}
