import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatives } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import { assertManages } from './policy';

/** An operative in progress, as issuing and charging at it need it. */
export type OperativeAtWork = {
  id: number;
  state: string;
  municipality: number;
  doctorAccountId: number;
};

/**
 * The operatives module's door for certificates and payments (issuing and charging at an
 * operative): stateless, so app.ts builds it before the modules that take it.
 */
export function createOperativeGate(db: Db) {
  return {
    /**
     * The operative `operativeId` if the session manages it and it is in progress: 404
     * OPERATIVE_NOT_FOUND, 403 OPERATIVE_NOT_YOURS, 409 OPERATIVE_NOT_IN_PROGRESS otherwise.
     * `tx`: read inside the caller's transaction.
     */
    async inProgressFor(
      session: Pick<AuthContext, 'account'>,
      operativeId: number,
      tx: Db = db,
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
      assertManages(session, found);
      if (found.status !== 'InProgress') throw new AppError('OPERATIVE_NOT_IN_PROGRESS');
      const { status: _status, ...operative } = found;
      return operative;
    },
  };
}
export type OperativeGate = ReturnType<typeof createOperativeGate>;
