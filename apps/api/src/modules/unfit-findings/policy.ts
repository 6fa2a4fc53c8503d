import { mayIssueCertificates } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** Who records and reads "No apto" findings, as their account says (never the request body). */
export type Recorder = {
  accountId: number;
  userId: number;
  /** The college number the account works as; null for a college account without one. */
  schoolNumberId: number | null;
  accountState: string | null;
  channel: 'colegio' | 'medicVial';
};

/**
 * Whoever issues certificates: the medic college (mayIssueCertificates) and the road-medicine
 * doctors. Anyone else is FORBIDDEN, before the input is read (decision 0016).
 */
export function recorderOf({ account, user }: AuthContext): Recorder {
  const onRoad = account.module === 'medicVial';
  if (!onRoad && !mayIssueCertificates(account)) {
    throw new AppError('FORBIDDEN', 'Solo quien emite certificados registra un No apto.');
  }
  return {
    accountId: account.id,
    userId: user.id,
    schoolNumberId: account.schoolNumberId,
    accountState: account.state,
    channel: onRoad ? 'medicVial' : 'colegio',
  };
}

/** A road doctor records as their college number, as they issue (decision 0019). */
export function assertMayRecord(recorder: Recorder): void {
  if (recorder.channel === 'medicVial' && recorder.schoolNumberId === null) {
    throw new AppError('FORBIDDEN', 'Su credencial no está vinculada a un número de colegio.');
  }
}
