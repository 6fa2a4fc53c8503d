import { apiPaths, type UnfitFinding } from '@aptovial/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { UnfitFindingsPage } from './unfitFindingsPages';

const finding: UnfitFinding = {
  id: 1,
  dni: '20111222',
  nationality: 'V',
  grade: '3',
  reason: 'Agudeza visual insuficiente',
  state: 'VE-L',
  channel: 'medicVial',
  createdAt: '2026-05-16T15:00:00.000Z',
};

describe('Registrar No apto on a 360 px phone (decision 0068)', { timeout: 20_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows each finding as a card: the driver, then the day, grade and reason', async () => {
    restore = stubViewportWidth(360);
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medicVial', rol: 'Admin' }));
    stubApi((call) =>
      new URL(call.url, 'http://x').pathname === apiPaths.unfitFindings
        ? { body: { data: [finding] } }
        : { status: 404 },
    );
    renderWithProviders(<UnfitFindingsPage />);
    const card = within((await screen.findByText('V-20111222')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Motivo').nextElementSibling?.textContent).toBe(
      'Agudeza visual insuficiente',
    );
    expect(card.getByText('Grado').nextElementSibling?.textContent).toBe('3');
  });
});
