import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { certificateOf, pageOf, withCertificatesReference } from '../testCertificates';
import { CertificatesListPage } from './certificatesPages';

const cardOf = async (name: string) =>
  within((await screen.findByText(name)).closest('li') as HTMLElement);

describe('Lista-certificados on a 360 px phone (decision 0068)', { timeout: 15_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows each certificate as a card with its Situación and its ⋮ menu in sight', async () => {
    restore = stubViewportWidth(360);
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin', state: 'VE-L' }));
    const disabled = certificateOf({ id: 502, serial: 1501, names: 'Ana', lastNames: 'Mora' });
    stubApi(
      withCertificatesReference(() => pageOf([{ ...disabled, status: false, reason: 'Error' }])),
    );
    renderWithProviders(<CertificatesListPage />);
    const card = await cardOf('Mora');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Ana')).toBeVisible();
    expect(card.getByText('Deshabilitado')).toBeVisible();
    expect(card.getByText('1501')).toBeVisible();
    const menu = card.getByRole('button', { name: 'Acciones del certificado 1501' });
    expect(menu).toBeVisible();
    fireEvent.click(menu);
    expect(await screen.findByRole('menuitem', { name: 'Ver / imprimir PDF (A4)' })).toBeVisible();
    // One certificate: the count says so in the singular.
    expect(screen.getByText('Página 1 de 1 · 1 certificado')).toBeInTheDocument();
  });
});
