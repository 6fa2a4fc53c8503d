import type { Db } from '../../db/client';
import type { OtpService } from './codes';
import type { UserRow } from './repo';
import type { AuthContext, SessionService } from './sessions';

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

/**
 * The one decision of what finishes a sign-in, for login, terms and "Cambiar Sesión" alike
 * (decisions 0034, 0050): a session at its second step is mailed a code bound to it, unless a
 * passkey must finish it (then nothing is mailed and only the passkey serves).
 */
export function createSecondStepStart(deps: {
  sessions: Pick<SessionService, 'stepOf'>;
  otp: Pick<OtpService, 'issue'>;
  secondStep: SecondStep;
}) {
  const { sessions, otp, secondStep } = deps;
  return async (context: AuthContext, tx: Db): Promise<void> => {
    if ((await sessions.stepOf(context, tx)) !== 'otp') return;
    if (!(await secondStep.mayUseCode(context, tx))) return;
    await otp.issue(context.user, 'login', tx, context.session.id);
  };
}
export type SecondStepStart = ReturnType<typeof createSecondStepStart>;
