import { apiPath, apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { sessionUserOf } from '../../../test/sessionFixtures';
import { PasskeysSection } from './PasskeysSection';

const laptop = {
  id: 7,
  name: 'Portátil',
  createdAt: '2026-06-01T14:00:00.000Z',
  lastUsedAt: null,
};

function stubPasskeys(required: boolean, items = [laptop]): ApiCall[] {
  return stubApi((call) => {
    if (call.method === 'GET') return { body: { data: { items, required } } };
    if (call.url === apiPaths.passkeysRequired) {
      return { body: { data: { module: 'medic', required: true } } };
    }
    return { body: { data: { message: 'Llave de acceso eliminada' } } };
  });
}

describe('PasskeysSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the passkeys with their dates and removes one', async () => {
    const calls = stubPasskeys(false);
    renderWithProviders(
      <PasskeysSection user={sessionUserOf({ type: 'medic', rol: 'VialDirector' })} />,
    );
    expect(await screen.findByText('Portátil')).toBeDefined();
    expect(screen.getByText('Aún sin usar')).toBeDefined();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la llave Portátil' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url).toBe(apiPath('passkeyOne', { id: 7 }));
  });

  it('says a passkey is owed when the module requires one, and lets its Admin switch', async () => {
    const calls = stubPasskeys(true, []);
    renderWithProviders(<PasskeysSection user={sessionUserOf({ type: 'medic', rol: 'Admin' })} />);
    expect(await screen.findByText('Agregue una llave de acceso')).toBeDefined();
    const toggle = screen.getByRole('switch', { name: /Exigir llaves de acceso/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((call) => call.url === apiPaths.passkeysRequired)?.body).toEqual({
        enabled: false,
      }),
    );
  });

  it('shows nothing to a role that does not issue nor manage people', () => {
    const calls = stubPasskeys(false);
    renderWithProviders(
      <PasskeysSection user={sessionUserOf({ type: 'nurse', rol: 'Secretary' })} />,
    );
    expect(screen.queryByText('Llaves de acceso')).toBeNull();
    expect(calls).toEqual([]);
  });
});
