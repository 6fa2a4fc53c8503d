import type { Decision } from '../check/decide';
import { type DisabledList, listsSerial } from './disabledList';

/**
 * Without signal (decision 0037): a genuine printout whose serial is in the kept list of disabled
 * serials reads disabled, as of the list's date; otherwise the signature's verdict stands (valid
 * signature, expired by its printed date, forged, withdrawn key). Only genuine printouts are
 * looked up: a forged one stays forged whatever its serial.
 */
export function withDisabledList(
  decision: Decision,
  list: DisabledList | null,
  serial: number,
): Decision {
  if (list === null || !decision.signed) return decision;
  if (decision.outcome !== 'offline' && decision.outcome !== 'expired') return decision;
  return listsSerial(list, serial) ? { ...decision, outcome: 'disabled' } : decision;
}
