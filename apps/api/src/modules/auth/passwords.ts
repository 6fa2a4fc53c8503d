import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane); memory is configurable so the
 * test suite can hash quickly. The dummy hash lets an unknown e-mail cost as much as a real one.
 */
export function createPasswordHasher(memoryKib: number) {
  // 2 = Argon2id (the package's enum is a const enum, which isolated modules cannot import).
  const options = { algorithm: 2, memoryCost: memoryKib, timeCost: 2, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string) => hash(password, options),
    verify: async (passwordHash: string, password: string) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    /** Spends the same time as a real verification, for e-mails that have no user. */
    verifyNothing: async (password: string) => {
      dummy ??= hash('aptovial-no-user', options);
      await verify(await dummy, password).catch(() => false);
      return false;
    },
    assertAcceptable(password: string, email: string): void {
      if (isCommonPassword(password, email)) throw new AppError('PASSWORD_TOO_COMMON');
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
