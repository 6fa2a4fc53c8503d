import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config-storage';
import { checkSignature, type S3Credentials, type S3Refusal } from './s3-signature';

type StoredObject = { body: Buffer; contentType: string; etag: string; modifiedAt: Date };

export type LocalS3Server = {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT of a path-style client. */
  endpoint: string;
  /** The keys a bucket holds now (to see what the adapter wrote or removed). */
  keysOf(bucket: string): string[];
  close(): Promise<void>;
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An S3-compatible server in memory for tests (node:http, a free port): path-style CreateBucket,
 * HeadBucket, PutObject, GetObject, HeadObject and DeleteObject, each request checked as AWS
 * Signature V4 by the one key pair it knows, errors as S3's XML bodies. Anything else answers
 * NotImplemented, so an adapter that starts using more of S3 fails its tests here.
 */
export async function startLocalS3Server(credentials: S3Credentials): Promise<LocalS3Server> {
  const buckets = new Map<string, Map<string, StoredObject>>();

  function answerError(request: IncomingMessage, response: ServerResponse, error: S3Refusal) {
    response.statusCode = error.status;
    response.setHeader('x-amz-request-id', randomBytes(8).toString('hex'));
    if (request.method === 'HEAD') return response.end();
    response.setHeader('content-type', 'application/xml');
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code>` +
        `<Message>${xmlEscape(error.message)}</Message><Resource>${xmlEscape(request.url ?? '')}</Resource></Error>`,
    );
  }

  /** Answers the request, or returns the S3 error to answer with. */
  function handle(
    method: string,
    url: string,
    body: Buffer,
    response: ServerResponse,
  ): S3Refusal | undefined {
    const done = (status = 200, content?: Buffer) => {
      response.statusCode = status;
      response.end(content);
      return undefined;
    };
    const [path = '', query = ''] = url.split('?', 2);
    const slash = path.indexOf('/', 1);
    const bucket = decodeURIComponent(slash < 0 ? path.slice(1) : path.slice(1, slash));
    const key = slash < 0 ? '' : decodeURIComponent(path.slice(slash + 1));
    const onlyOperationId = query
      .split('&')
      .every((pair) => pair === '' || pair.startsWith('x-id='));
    if (!bucket || !onlyOperationId) return notImplemented;
    const objects = buckets.get(bucket);
    if (!key) {
      if (method === 'PUT') {
        if (objects) return { status: 409, code: 'BucketAlreadyOwnedByYou', message: bucket };
        buckets.set(bucket, new Map());
        response.setHeader('location', `/${bucket}`);
        return done();
      }
      if (method !== 'HEAD') return notImplemented;
      if (!objects) return { status: 404, code: 'NoSuchBucket', message: bucket };
      return done();
    }
    if (!objects) return { status: 404, code: 'NoSuchBucket', message: bucket };
    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = String(response.req.headers['content-type'] ?? 'binary/octet-stream');
      objects.set(key, { body, contentType, etag, modifiedAt: new Date() });
      response.setHeader('etag', etag);
      return done();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return done(204);
    }
    if (method !== 'GET' && method !== 'HEAD') return notImplemented;
    const object = objects.get(key);
    if (!object)
      return { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' };
    response.setHeader('content-type', object.contentType);
    response.setHeader('content-length', object.body.length);
    response.setHeader('etag', object.etag);
    response.setHeader('last-modified', object.modifiedAt.toUTCString());
    return done(200, method === 'GET' ? object.body : undefined);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method = 'GET', url = '/', headers } = request;
      const body = Buffer.concat(chunks);
      try {
        const refusal =
          checkSignature({ method, url, headers, body }, credentials) ??
          handle(method, url, body, response);
        if (refusal && !response.writableEnded) answerError(request, response, refusal);
      } catch (error) {
        answerError(request, response, {
          status: 400,
          code: 'InvalidRequest',
          message: String(error),
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    keysOf: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])],
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const notImplemented: S3Refusal = {
  status: 501,
  code: 'NotImplemented',
  message: 'This local S3 server implements only what the storage adapter uses.',
};

/** Creates the bucket through the server, signed like any other request (CreateBucket). */
export async function createBucket(settings: S3Settings): Promise<void> {
  const client = new S3Client({ ...settings, forcePathStyle: true, credentials: settings });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
}
