import type { S3Settings } from '../../config-storage';
import { contentTypeOf, type FileStorage, storedFileKey } from './types';

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph...), so every API
 * process behind the load balancer reads what any of them saved. Keys are `folder/name`.
 */
export async function openS3Storage(settings: S3Settings): Promise<FileStorage> {
  // Loaded only when STORAGE=s3: a disk deployment never pays the SDK's memory (decision 0028).
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    // A self-hosted store answers at one address with the bucket in the path; AWS itself is
    // reached by region, bucket in the host.
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default adds CRC32 checksums (aws-chunked bodies for streams) that many
    // S3-compatible servers reject; the SigV4 payload hash already guards the upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that hangs must fail the request, not hold it (and its socket) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  return {
    async save(folder, name, content) {
      const Key = storedFileKey(folder, name);
      if (!Key) throw new Error(`unsafe file name ${name}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: content, ContentType: contentTypeOf(name) }),
      );
    },
    async read(folder, name) {
      const Key = storedFileKey(folder, name);
      if (!Key) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        // Only a missing object is "no such file"; a missing bucket or refused credentials
        // are a broken deployment and must surface as errors, not as a missing photo.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(folder, name) {
      const Key = storedFileKey(folder, name);
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
