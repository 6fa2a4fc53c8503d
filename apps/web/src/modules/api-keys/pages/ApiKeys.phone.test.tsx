import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { apiKeyOf, apiKeysApi, failureOf } from '../testApiKeys';
import { ApiKeysPage } from './apiKeysPages';

describe('Claves de acceso on a 360 px phone (decision 0068)', { timeout: 20_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows each key and each failed webhook as a card with its action', async () => {
    restore = stubViewportWidth(360);
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'INTT', rol: 'Admin', state: null }));
    stubApi(apiKeysApi({ keys: [apiKeyOf()], failures: [failureOf()] }));
    renderWithProviders(<ApiKeysPage />);
    const key = within(
      (await screen.findByText('Sistema de licencias')).closest('li') as HTMLElement,
    );
    expect(key.getByText('Activa')).toBeVisible();
    expect(key.getByText('Todos los estados')).toBeVisible();
    expect(
      key.getByRole('button', { name: 'Revocar la clave Sistema de licencias' }),
    ).toBeVisible();
    const failure = within(
      (await screen.findByText('Receptor de Miranda')).closest('li') as HTMLElement,
    );
    expect(failure.getByRole('button', { name: /Reenviar el evento 1812/ })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
