import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, stubApi } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { roadLot, signInRoad } from '../../../test/roadFixtures';
import { CertificatesListPage, RoadCertificatesListPage } from '../pages/certificatesPages';
import { certificateOf, pageOf, withCertificatesReference } from '../testCertificates';
import { callsTo, stubRoadApi } from '../testRoadCertificates';

// Issued today, due in two years: within every validity cap (decision 0048).
const ISSUED = dayFromToday(0);
const DUE = dayFromToday(2);

// Decision 0036: both issue forms warn of another doctor's "No apto" for the driver and grade
// typed, and still issue. The fake API found driver V-20111222 unfit for grade 3 on 16/05/2026.
const query = (call: ApiCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);
function warningsReply(call: ApiCall): ApiReply {
  const { dni, nationality, grade } = query(call);
  const found = dni === '20111222' && nationality === 'V' && grade === '3';
  return {
    body: {
      data: found ? { count: 1, dates: ['2026-05-16T15:00:00.000Z'] } : { count: 0, dates: [] },
    },
  };
}
const isWarnings = (call: ApiCall) =>
  new URL(call.url, 'http://x').pathname === apiPaths.unfitWarnings;
/** The check waits out a debounce and a fetch: on a busy machine, more than a second. */
const slow = { timeout: 5_000 };
const WARNING = 'Otro médico registró a este conductor como NO APTO para el grado 3 el 16/05/2026.';

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
  type(dialog, /^Tipo de certificado/, 'Renovación');
}

/** Grade 3 shows the warning; grade 4 takes it away; back to 3 it returns. */
async function expectWarningFollowsGrade(dialog: Dialog, calls: ApiCall[]) {
  expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  type(dialog, /^Grado/, '3');
  expect(await dialog.findByText(WARNING, {}, slow)).toBeInTheDocument();
  expect(dialog.getByText('Conductor registrado como NO APTO')).toBeInTheDocument();
  expect(query(calls.filter(isWarnings).at(-1) as ApiCall)).toEqual({
    dni: '20111222',
    nationality: 'V',
    grade: '3',
  });
  type(dialog, /^Grado/, '4');
  await waitFor(() => expect(dialog.queryByText(WARNING)).not.toBeInTheDocument(), slow);
  await waitFor(
    () => expect(query(calls.filter(isWarnings).at(-1) as ApiCall).grade).toBe('4'),
    slow,
  );
  expect(dialog.queryByText(WARNING)).not.toBeInTheDocument();
  type(dialog, /^Grado/, '3');
  expect(await dialog.findByText(WARNING, {}, slow)).toBeInTheDocument();
}

describe('the No apto warning on the issue forms', { timeout: 60_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('warns on the college form, and issues all the same', async () => {
    signInRoad('President', 31, 'medic');
    const calls = stubApi(
      withCertificatesReference((call) => {
        if (isWarnings(call)) return warningsReply(call);
        if (call.url.startsWith(apiPaths.searchSerialInLote)) {
          return { body: { data: { lot: roadLot, certificateId: null } } };
        }
        if (call.method !== 'GET') return { status: 201, body: { data: certificateOf() } };
        return pageOf([]);
      }),
    );
    renderWithProviders(<CertificatesListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }, slow));
    const dialog = within(await screen.findByRole('dialog'));
    fillDriver(dialog);
    await expectWarningFollowsGrade(dialog, calls);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(
      () => expect(callsTo(calls, apiPaths.createCertifields, 'POST')).toHaveLength(1),
      slow,
    );
    expect(callsTo(calls, apiPaths.createCertifields, 'POST')[0]?.body).toMatchObject({
      dni: '20111222',
      grade: '3',
    });
  });

  it('warns on the road-medicine form, and issues all the same', async () => {
    signInRoad();
    const calls = stubRoadApi({
      other: warningsReply,
      write: () => ({ status: 201, body: { data: certificateOf({ serial: 1500 }) } }),
    });
    renderWithProviders(<RoadCertificatesListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }, slow));
    const dialog = within(await screen.findByRole('dialog'));
    fillDriver(dialog);
    await expectWarningFollowsGrade(dialog, calls);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(
      () => expect(callsTo(calls, apiPaths.createCertifieldsVial, 'POST')).toHaveLength(1),
      slow,
    );
  });
});
