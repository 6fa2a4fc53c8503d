import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatives } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import { assertIssuesAt, assertManages } from './policy';

/** An operative in progress, as issuing and charging at it need it. */
export type OperativeAtWork = {
  id: number;
  state: string;
  municipality: number;
  doctorAccountId: number;
};
type Session = Pick<AuthContext, 'account'>;

/**
 * The operatives module's door for certificates and payments (issuing and charging at an
 * operative): stateless, so app.ts builds it before the modules that take it.
 */
export function createOperativeGate(db: Db) {
  /**
   * The operative `operativeId` if `assertMay` lets the session at it and it is in progress: 404
   * OPERATIVE_NOT_FOUND, 409 OPERATIVE_NOT_IN_PROGRESS otherwise. `tx`: read inside the caller's
   * transaction.
   */
  async function atWork(
    session: Session,
    operativeId: number,
    tx: Db,
    assertMay: (session: Session, operative: OperativeAtWork) => void,
  ): Promise<OperativeAtWork> {
    const query = tx
      .select({
        id: operatives.id,
        state: operatives.state,
        municipality: operatives.municipality,
        doctorAccountId: operatives.doctorAccountId,
        status: operatives.status,
      })
      .from(operatives)
      .where(eq(operatives.id, operativeId));
    // Inside the caller's transaction the row stays in progress until it commits: finishing
    // (an UPDATE of the row) waits, so a certificate or charge never lands after the freeze.
    const [found] = tx === db ? await query : await query.for('share');
    if (!found) throw new AppError('OPERATIVE_NOT_FOUND');
    const { status, ...operative } = found;
    assertMay(session, operative);
    if (status !== 'InProgress') throw new AppError('OPERATIVE_NOT_IN_PROGRESS');
    return operative;
  }

  return {
    /** Charging at it: its doctor or the road Admin (403 OPERATIVE_NOT_YOURS otherwise). */
    inProgressFor: (session: Session, operativeId: number, tx: Db = db) =>
      atWork(session, operativeId, tx, assertManages),
    /** Issuing at it: its own doctor only, the Admin included (decision 0053). */
    issuingAt: (session: Session, operativeId: number, tx: Db = db) =>
      atWork(session, operativeId, tx, assertIssuesAt),
  };
}
export type OperativeGate = ReturnType<typeof createOperativeGate>;
