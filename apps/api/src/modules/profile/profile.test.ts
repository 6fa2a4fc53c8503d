import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../../test/demo';
import { solvedCaptcha } from '../captcha/testing';
import { samplePng, uploadPhoto } from './testing';

let t: TestApp;
let token: string;
const email = 'admin.medicos@aptovial.test';
beforeAll(async () => {
  t = await createSeededApp();
  token = await signIn(t.app, t.database, 'colegio', email, DEMO_PASSWORD);
});
afterAll(() => t.close());

const upload = (content: Buffer, filename?: string, type?: string) =>
  uploadPhoto(t.app, token, content, filename, type);
const imageOf = async () =>
  (await t.database.db.select({ image: users.image }).from(users).where(eq(users.email, email)))[0]
    ?.image;

describe('profile', () => {
  it('finds a user by e-mail on each module variant, with a solved challenge and no name', async () => {
    const colegio = await t.app.inject({
      method: 'POST',
      url: '/api/auth/find-email-user-info',
      payload: { email, altcha: await solvedCaptcha(t) },
    });
    expect(colegio.json()).toEqual({ data: { email } });
    const vial = await t.app.inject({
      method: 'POST',
      url: '/api/auth/find-email-user-info-MedicVIal',
      payload: { email: 'admin.vial@aptovial.test', altcha: await solvedCaptcha(t) },
    });
    expect(vial.statusCode).toBe(200);
  });

  it('updates the phones, normalised, and refuses a non-Venezuelan number naming the field', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile-user',
      headers: bearer(token),
      payload: { phone1: '+58 414 555 1234', phone2: '' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ phone1: '0414-5551234', phone2: null });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile-user',
      headers: bearer(token),
      payload: { phone1: '555-1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'phone1',
      message: expect.stringContaining('0414-1234567'),
    });
    const stored = await t.database.db
      .select({ phone1: users.phone1 })
      .from(users)
      .where(eq(users.email, email));
    expect(stored[0]?.phone1).toBe('0414-5551234');
  });

  it('re-encodes an uploaded photo to WebP and serves it back', async () => {
    const response = await upload(await samplePng());
    expect(response.statusCode).toBe(200);
    const image: string = response.json().data.image;
    expect(image).toMatch(/^\/api\/uploads\/photos\/\d+-[\w-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
  });

  it('refuses a non-image or an oversized file, keeping the old photo', async () => {
    const before = await imageOf();
    const fake = await upload(Buffer.from('%PDF-1.4 no es una imagen'), 'foto.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('IMAGE_INVALID');
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(await imageOf()).toBe(before);
  });
});
