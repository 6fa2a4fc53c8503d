import type { Decision } from '../check/decide';
import { type DisabledList, keptRevision, listsSerial } from './disabledList';
import { isListFresh } from './listAge';

/**
 * Without signal (decision 0037): a genuine printout whose serial is in the kept list of disabled
 * serials reads disabled, as of the list's date; one signed at a revision below the one the list
 * keeps for its serial was printed before a correction and reads superseded, without data to
 * show (decision 0052); a valid one absent from a list under LIST_FRESH_DAYS old reads "no
 * figura como anulado" as of the list's date (decision 0072); otherwise the signature's verdict
 * stands (valid signature with the status unconfirmed, expired by its printed date, forged,
 * withdrawn key). Only genuine printouts are looked up: a forged one stays forged whatever its
 * serial. `now`: the phone's clock, to weigh the list's age.
 */
export function withDisabledList(
  decision: Decision,
  list: DisabledList | null,
  serial: number,
  revision: number,
  now: Date,
): Decision {
  if (list === null || !decision.signed) return decision;
  if (decision.outcome !== 'offline' && decision.outcome !== 'expired') return decision;
  if (listsSerial(list, serial)) return { ...decision, outcome: 'disabled' };
  if (revision < keptRevision(list, serial))
    return { ...decision, outcome: 'superseded', shown: null };
  if (decision.outcome === 'offline' && isListFresh(list.asOf, now)) {
    return { ...decision, outcome: 'notListed' };
  }
  return decision;
}
