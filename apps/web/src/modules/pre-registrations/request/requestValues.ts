import { parseTypedDay } from '../../../shared/dates/typedDay';

/** The request form's values as typed: text, the grades a list, the birth date DD/MM/AAAA. */
export type RequestValues = {
  nationality: string;
  dni: string;
  names: string;
  lastNames: string;
  email: string;
  phone: string;
  dateBirth: string;
  state: string;
  municipality: string;
  grades: string[];
  typeCertifields: string;
};
export type RequestField = keyof RequestValues;

export const emptyRequest: RequestValues = {
  nationality: 'V',
  dni: '',
  names: '',
  lastNames: '',
  email: '',
  phone: '',
  dateBirth: '',
  state: '',
  municipality: '',
  grades: [],
  typeCertifields: '',
};

/** The order of the fields on screen: the first one in error takes the focus. */
export const requestFields = Object.keys(emptyRequest) as RequestField[];

export const isRequestField = (name: string): name is RequestField => name in emptyRequest;

/**
 * A birth date as it is typed on a phone's number pad: digits only, the slashes put in as the
 * day and month fill (DD/MM/AAAA). An ISO day pasted from elsewhere is turned round.
 */
export function typedBirthDate(text: string): string {
  const pasted = /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? parseTypedDay(text) : null;
  if (pasted !== null) return pasted.split('-').reverse().join('/');
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** What the shared schema reads: the birth date in ISO, or as typed when it is no real day. */
export function toRequestInput(values: RequestValues) {
  return { ...values, dateBirth: parseTypedDay(values.dateBirth) ?? values.dateBirth };
}
