import { fireEvent, screen } from '@testing-library/react';

/** Helpers of the request pages' tests: the fields by their labels, filled as a person would. */
export const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

export const change = (label: RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });

/** A valid request: Luis Rangel, Mérida's Alberto Adriani, grades 3 and 4, first time. */
export async function fillRequest() {
  // The first focus brings the checking code, the municipalities and the challenge.
  input(/^Cédula/).focus();
  change(/^Cédula/, '20111222');
  change(/^Nombres/, 'Luis');
  change(/^Apellidos/, 'Rangel');
  change(/^Fecha de nacimiento/, '10011990');
  change(/^Correo electrónico/, 'luis@example.com');
  change(/^Teléfono/, '0414-1234567');
  change(/^Estado/, 'VE-L');
  await screen.findByRole('option', { name: 'Alberto Adriani' });
  change(/^Municipio/, '1201');
  fireEvent.click(screen.getByLabelText(/^Tercer grado/));
  fireEvent.click(screen.getByLabelText(/^Cuarto grado/));
  fireEvent.click(screen.getByLabelText('Primera vez'));
}

/** What `fillRequest` sends, with the mocked challenge's solution. */
export const expectedBody = {
  dni: '20111222',
  nationality: 'V',
  names: 'Luis',
  lastNames: 'Rangel',
  email: 'luis@example.com',
  phone: '0414-1234567',
  dateBirth: '1990-01-10',
  state: 'VE-L',
  municipality: 1201,
  grades: ['3', '4'],
  typeCertifields: 'Primera vez',
  altcha: 'solved-payload',
};
