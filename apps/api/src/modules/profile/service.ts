import { randomBytes } from 'node:crypto';
import type Sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lazyPackage } from '../../lazy-package';
import type { AuditService } from '../audit/service';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { type AuthScope, scopeAdmits } from '../auth/scopes';
import type { AuthContext } from '../auth/sessions';
import type { Captcha } from '../captcha/service';
import type { ProfileRepo } from './repo';

const sharp = lazyPackage<typeof Sharp>('sharp');

const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
const PHOTO_SIZE = 512;
export const PHOTO_FOLDER = 'photos';
const PHOTO_PATH = `/api/uploads/${PHOTO_FOLDER}/`;

type Deps = {
  database: Database;
  repo: ProfileRepo;
  audit: AuditService;
  storage: FileStorage;
  limiter: AttemptLimiter;
  /** The public lookup carries a solved challenge, as the recovery form does (decision 0049). */
  captcha: Captcha;
};

/** The signed-in person's own data: lookup by e-mail, phones and photo. */
export function createProfileService(deps: Deps) {
  const { database, repo, audit, storage, limiter, captcha } = deps;
  return {
    /** Whether the e-mail has an account of the login; no name: the caller is anonymous. */
    async findByEmail(scope: AuthScope, email: string, altcha: string) {
      await captcha.verify(altcha);
      await limiter.hit(`find:${email}`);
      const found = await repo.modulesOfEmail(email);
      if (!found?.modules.some((module) => scopeAdmits(scope, module))) {
        throw new AppError('USER_NOT_FOUND');
      }
      return { email: found.email };
    },

    async updatePhones(
      context: AuthContext,
      phones: { phone1: string; phone2: string | null },
      ip: string,
    ) {
      await database.db.transaction(async (tx) => {
        await repo.updateOwn(context.user.id, phones, tx);
        const changes = {
          phone1: [context.user.phone1, phones.phone1],
          phone2: [context.user.phone2, phones.phone2],
        };
        await audit.record(tx, {
          action: 'profile_updated',
          entity: 'user',
          entityId: context.user.id,
          accountId: context.account.id,
          userId: context.user.id,
          ip,
          changes,
        });
      });
      return { ...context, user: { ...context.user, ...phones } };
    },

    /** Decodes by content (not by name or type header), squares and re-encodes to WebP. */
    async updatePhoto(context: AuthContext, upload: Buffer, ip: string): Promise<string> {
      let webp: Buffer;
      try {
        const image = sharp()(upload, { limitInputPixels: 40_000_000 });
        const { format } = await image.metadata();
        if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`format ${format}`);
        webp = await image
          .rotate()
          .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('IMAGE_INVALID');
      }
      const name = `${context.user.id}-${randomBytes(9).toString('base64url')}.webp`;
      await storage.save(PHOTO_FOLDER, name, webp);
      const image = `${PHOTO_PATH}${name}`;
      await database.db.transaction(async (tx) => {
        await repo.updateOwn(context.user.id, { image }, tx);
        await audit.record(tx, {
          action: 'photo_updated',
          entity: 'user',
          entityId: context.user.id,
          accountId: context.account.id,
          userId: context.user.id,
          ip,
          changes: { image },
        });
      });
      // The replaced photo is a person's face nobody links to any more: remove it once the new
      // one is committed. A failure only leaves an orphan file, so the upload still succeeds.
      const previous = context.user.image;
      if (previous?.startsWith(PHOTO_PATH)) {
        await storage.delete(PHOTO_FOLDER, previous.slice(PHOTO_PATH.length)).catch(() => {});
      }
      return image;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
