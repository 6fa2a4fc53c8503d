import type { RequestValues } from './requestValues';

/**
 * The charge's fields as typed, named as the C2P contract names them (packages/shared
 * payments.ts), so a server message about one lands under it. The payment key lives in this
 * state only: never in storage, and emptied once the bank has used it.
 */
export type PayValues = {
  destination_id: string;
  destination_mobile_number: string;
  destination_bank_id: string;
  twofactor_auth: string;
};
export type PayField = keyof PayValues;

/** The order of the fields on screen: the first one in error takes the focus. */
export const payFields: readonly PayField[] = [
  'destination_id',
  'destination_mobile_number',
  'destination_bank_id',
  'twofactor_auth',
];

export const isPayField = (name: string): name is PayField =>
  (payFields as readonly string[]).includes(name);

/**
 * Most applicants pay from their own account: their cédula and, when it is a mobile line
 * (C2P charges 04xx only), their phone come filled in, to change when someone else pays.
 */
export function payValuesFor(request: Pick<RequestValues, 'dni' | 'phone'>): PayValues {
  const phone = request.phone.trim();
  return {
    destination_id: request.dni,
    destination_mobile_number: phone.startsWith('04') ? phone : '',
    destination_bank_id: '',
    twofactor_auth: '',
  };
}

/** An ISO day ('2026-10-02') as people read it here (02/10/2026), without a date library. */
export const isoDayText = (day: string): string => day.slice(0, 10).split('-').reverse().join('/');
