import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { supportMessageEmail } from '../../adapters/mail/templates';
import type { FileStorage } from '../../adapters/storage/disk';
import type { Database } from '../../db/client';
import { supportMessages } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AttemptLimiter } from './attempt-limiter';
import type { Mailer } from './codes';
import type { AuthRepo } from './repo';
import { type AuthScope, scopeAdmits } from './scopes';
import type { AuthContext } from './sessions';

const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
const PHOTO_SIZE = 512;
export const PHOTO_FOLDER = 'photos';

type Deps = {
  database: Database;
  repo: AuthRepo;
  audit: AuditService;
  mail: Mailer;
  storage: FileStorage;
  limiter: AttemptLimiter;
  supportEmail: string;
};

/** The signed-in person's own data: lookup by e-mail, phones, photo and support messages. */
export function createProfileService(deps: Deps) {
  const { database, repo, audit, mail, storage, limiter, supportEmail } = deps;
  return {
    async findByEmail(scope: AuthScope, email: string) {
      limiter.hit(`find:${email}`);
      const user = await repo.findUserByEmail(email);
      const accounts = user ? await repo.accountsOfUser(user.id) : [];
      if (!user || !accounts.some((account) => scopeAdmits(scope, account.module))) {
        throw new AppError('USER_NOT_FOUND');
      }
      return { email: user.email, names: user.names };
    },

    async updatePhones(
      context: AuthContext,
      phones: { phone1: string; phone2: string | null },
      ip: string,
    ) {
      await database.db.transaction(async (tx) => {
        await repo.updateUser(context.user.id, phones, tx);
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
        const image = sharp(upload, { limitInputPixels: 40_000_000 });
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
      const image = `/api/uploads/${PHOTO_FOLDER}/${name}`;
      await database.db.transaction(async (tx) => {
        await repo.updateUser(context.user.id, { image }, tx);
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
      return image;
    },

    async sendSupportMessage(context: AuthContext, message: { subject: string; message: string }) {
      await database.db.transaction(async (tx) => {
        await tx.insert(supportMessages).values({ accountId: context.account.id, ...message });
        const email = supportMessageEmail({
          fromName: `${context.user.names} ${context.user.lastNames}`,
          fromEmail: context.user.email,
          module: context.account.module,
          ...message,
        });
        await mail.enqueue({ to: supportEmail, ...email }, tx);
      });
      mail.kick();
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
