import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { stubApi } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { roadLot, signInRoad } from '../../../test/roadFixtures';
import { CertificatesListPage, RoadCertificatesListPage } from '../pages/certificatesPages';
import { certificateOf, pageOf, withCertificatesReference } from '../testCertificates';
import { callsTo, stubRoadApi } from '../testRoadCertificates';

// Decision 0087: both issue forms take the holder's e-mail, optional, checked with the API's
// schema; the certificate and its expiry reminder go to it.
const ISSUED = dayFromToday(0);
const DUE = dayFromToday(2);
const EMAIL = /^Correo del titular \(opcional\)/;
const HINT = 'Recibirá el certificado y un recordatorio antes de su vencimiento';

type Dialog = ReturnType<typeof within>;
const type = (dialog: Dialog, label: RegExp, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

function fillDriver(dialog: Dialog) {
  type(dialog, /^Serial/, '1500');
  type(dialog, /^Cédula \*?$/, '20111222');
  type(dialog, /^Nombres/, 'Luis');
  type(dialog, /^Apellidos/, 'Rangel');
  typeDay(dialog.getByLabelText(/^Fecha de nacimiento/), '10/01/1990');
  type(dialog, /^Lugar de expedición/, 'Mérida');
  typeDay(dialog.getByLabelText(/^Fecha de expedición/), ISSUED.typed);
  typeDay(dialog.getByLabelText(/^Fecha de vencimiento/), DUE.typed);
  type(dialog, /^Grado/, '3');
  type(dialog, /^Tipo de certificado/, 'Renovación');
}

/** The college's issue dialog, as a medic issuing with their own number. */
async function openCollegeForm() {
  signInRoad('President', 31, 'medic');
  const calls = stubApi(
    withCertificatesReference((call) => {
      if (call.url.startsWith(apiPaths.searchSerialInLote)) {
        return { body: { data: { lot: roadLot, certificateId: null } } };
      }
      if (call.method !== 'GET') return { status: 201, body: { data: certificateOf() } };
      return pageOf([]);
    }),
  );
  renderWithProviders(<CertificatesListPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
  const dialog = within(await screen.findByRole('dialog'));
  return { dialog, issues: () => callsTo(calls, apiPaths.createCertifields, 'POST') };
}

/** Road medicine's issue dialog. */
async function openRoadForm() {
  signInRoad();
  const calls = stubRoadApi({
    write: () => ({ status: 201, body: { data: certificateOf({ serial: 1500 }) } }),
  });
  renderWithProviders(<RoadCertificatesListPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
  const dialog = within(await screen.findByRole('dialog'));
  return { dialog, issues: () => callsTo(calls, apiPaths.createCertifieldsVial, 'POST') };
}

const forms = [
  ['the college form', openCollegeForm],
  ['the road-medicine form', openRoadForm],
] as const;

describe.each(forms)('the holder’s e-mail on %s', { timeout: 30_000 }, (_name, open) => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('is optional: left empty, the certificate is issued without one', async () => {
    const { dialog, issues } = await open();
    const email = dialog.getByLabelText(EMAIL);
    expect(email).not.toBeRequired();
    expect(email).toHaveValue('');
    expect(dialog.getByText(HINT)).toBeInTheDocument();
    fillDriver(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(issues()).toHaveLength(1));
    expect(issues()[0]?.body).toMatchObject({ dni: '20111222' });
    expect(issues()[0]?.body).not.toHaveProperty('holderEmail');
  });

  it('refuses an address that is not one, in Spanish, and sends nothing', async () => {
    const { dialog, issues } = await open();
    fillDriver(dialog);
    type(dialog, EMAIL, 'luis-en-example.com');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(dialog.getByLabelText(EMAIL)).toHaveAttribute('aria-invalid', 'true');
    expect(issues()).toEqual([]);
  });

  it('sends the address typed, trimmed and in lower case', async () => {
    const { dialog, issues } = await open();
    fillDriver(dialog);
    type(dialog, EMAIL, ' Luis.Rangel@Example.com ');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(issues()).toHaveLength(1));
    expect(issues()[0]?.body).toMatchObject({
      dni: '20111222',
      holderEmail: 'luis.rangel@example.com',
    });
  });
});
