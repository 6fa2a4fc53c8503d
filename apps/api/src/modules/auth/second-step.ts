import type { Db } from '../../db/client';
import type { UserRow } from './repo';
import type { AuthContext } from './sessions';

/**
 * The port through which another way to finish signing in (passkeys, decision 0034) bends the
 * e-mailed code: app.ts wires the passkeys module here, so auth does not reach into it.
 */
export type SecondStep = {
  /** Whether the e-mailed code may finish this half-signed-in session. */
  mayUseCode(context: AuthContext, tx?: Db): Promise<boolean>;
  /** Runs inside a password reset's transaction (the recovery by e-mail). */
  onPasswordReset(user: UserRow, ip: string, tx: Db): Promise<void>;
};

/** Without passkeys wired: the code always works and a reset changes nothing else. */
export const codeOnly: SecondStep = {
  mayUseCode: async () => true,
  onPasswordReset: async () => {},
};
