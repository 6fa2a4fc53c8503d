import { apiPath, type CertificateHistoryEntry } from '@aptovial/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { certificateOf, pageOf, withCertificatesReference } from '../testCertificates';
import { CertificatesListPage } from './certificatesPages';

// Decision 0048: the edit is offered to the issuing doctor and the Admin, within 72 hours; the
// holder's identity is shown, not edited; the Admin reads the certificate's history.
const HOUR = 3_600_000;
const issuedAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const mine = certificateOf({ createdAt: issuedAgo(1) });
const other = certificateOf({
  id: 502,
  serial: 1501,
  lastNames: 'Mora',
  createdAt: issuedAgo(1),
  createdBy: { ...mine.createdBy, schoolNumberId: 99 },
});
const old = certificateOf({ id: 503, serial: 1502, lastNames: 'Soto', createdAt: issuedAgo(73) });

const history: CertificateHistoryEntry[] = [
  {
    id: 1,
    at: '2026-06-15T15:00:00.000Z',
    action: 'certificate_issued',
    by: { names: 'Carmen', lastNames: 'Quintero', module: 'medic', role: 'VialDirector' },
    changes: [{ field: 'names', before: null, after: 'Luis' }],
    reason: null,
  },
  {
    id: 2,
    at: '2026-06-16T13:30:00.000Z',
    action: 'certificate_updated',
    by: { names: 'Ana María', lastNames: 'Pérez Díaz', module: 'medic', role: 'Admin' },
    changes: [{ field: 'dueDate', before: '2027-06-10', after: '2028-06-10' }],
    reason: null,
  },
];

function signIn(rol: 'Admin' | 'President' | 'Directorate' | 'VialDirector', number = 31) {
  const schoolNumberId = rol === 'VialDirector' ? number : null;
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type: 'medic', rol, state: 'VE-L', schoolNumberId }));
}

function stubList() {
  return stubApi(
    withCertificatesReference((call: ApiCall) =>
      call.url.startsWith(apiPath('certifieldHistory', { id: 501 }))
        ? { body: { data: history } }
        : pageOf([mine, other, old]),
    ),
  );
}

async function menuOf(serial: number) {
  fireEvent.click(screen.getByRole('button', { name: `Acciones del certificado ${serial}` }));
  return within(await screen.findByRole('menu'));
}
const closeMenu = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('correcting a certificate (decision 0048)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('offers no edit and no history to the Directorate or the President', async () => {
    for (const rol of ['Directorate', 'President'] as const) {
      signIn(rol);
      stubList();
      const { unmount } = renderWithProviders(<CertificatesListPage />);
      await screen.findByText('Rangel');
      const menu = await menuOf(1500);
      expect(menu.getByRole('menuitem', { name: 'Ver / imprimir PDF (A4)' })).toBeInTheDocument();
      expect(menu.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
      expect(menu.queryByRole('menuitem', { name: 'Historial' })).not.toBeInTheDocument();
      unmount();
      useSessionStore.getState().clear();
    }
  });

  it('offers the doctor the edit of their own certificates within 72 hours, identity read-only', async () => {
    signIn('VialDirector');
    stubList();
    renderWithProviders(<CertificatesListPage />);
    await screen.findByText('Rangel');
    expect(
      (await menuOf(1501)).queryByRole('menuitem', { name: 'Editar' }),
    ).not.toBeInTheDocument();
    closeMenu();
    expect(
      (await menuOf(1502)).queryByRole('menuitem', { name: 'Editar' }),
    ).not.toBeInTheDocument();
    closeMenu();
    const menu = await menuOf(1500);
    expect(menu.queryByRole('menuitem', { name: 'Historial' })).not.toBeInTheDocument();
    fireEvent.click(menu.getByRole('menuitem', { name: 'Editar' }));
    const dialog = within(await screen.findByRole('dialog'));
    const dni = dialog.getByLabelText(/^Cédula/) as HTMLInputElement;
    expect(dni.value).toBe('20111222');
    expect(dni.readOnly).toBe(true);
    expect(dialog.getByLabelText(/^Nacionalidad/)).toBeDisabled();
    // Where the holder is reached is given on issue only (decision 0087).
    expect(dialog.queryByLabelText(/^Correo del titular/)).not.toBeInTheDocument();
    expect(dialog.getByText(/deshabilite el certificado y emita uno nuevo/)).toBeInTheDocument();
    expect(dialog.getByText(/se pueden corregir hasta el/)).toBeInTheDocument();
  });

  it('shows the Admin the history: date, who, field, before → after', async () => {
    signIn('Admin');
    const calls = stubList();
    renderWithProviders(<CertificatesListPage />);
    await screen.findByText('Rangel');
    expect(
      (await menuOf(1502)).queryByRole('menuitem', { name: 'Editar' }),
    ).not.toBeInTheDocument();
    closeMenu();
    const menu = await menuOf(1500);
    expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    fireEvent.click(menu.getByRole('menuitem', { name: 'Historial' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Historial del certificado 1500')).toBeInTheDocument();
    expect(await dialog.findByText('Emitido')).toBeInTheDocument();
    expect(dialog.getByText('Carmen Quintero (Director de Medicina Vial)')).toBeInTheDocument();
    expect(dialog.getByText('Corregido')).toBeInTheDocument();
    expect(dialog.getByText('Ana María Pérez Díaz (Administrador)')).toBeInTheDocument();
    expect(dialog.getByText('Fecha de vencimiento')).toBeInTheDocument();
    expect(dialog.getByText('10/06/2027 → 10/06/2028')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/certifields/501/history')).toBe(true);
  });
});
