import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from '../../test/auth';

/** A plain PNG of the given size (uploads are re-encoded, so the picture itself is irrelevant). */
export function samplePng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1971c2' } })
    .png()
    .toBuffer();
}

/** POSTs a file to the photo upload as the browser's form does (multipart, field `file`). */
export function uploadPhoto(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  filename = 'foto.png',
  type = 'image/png',
) {
  const boundary = '----aptovial-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: '/api/uploads/updated-photo',
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
