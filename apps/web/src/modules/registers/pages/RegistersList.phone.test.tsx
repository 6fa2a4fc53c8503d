import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { pageOf, registerOf, schoolNumberOf, withReference } from '../testRegisters';
import { MedicVialListPage } from './registersPages';

// Two numbers enabled for road medicine: one credential button each, told apart by state.
const enabled = [
  schoolNumberOf({ id: 77, medicVial: true, licenseNumber: 'MV-001' }),
  schoolNumberOf({
    id: 78,
    state: 'VE-A',
    schoolNumber: '10231',
    medicVial: true,
    licenseNumber: 'MV-002',
    solvency: 'No',
  }),
];

describe('Medicos-Habilitados on a 360 px phone (decision 0068)', { timeout: 15_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
  });

  it('shows each medic as a card with the solvency and the credential actions in sight', async () => {
    restore = stubViewportWidth(360);
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin', state: 'VE-L' }));
    stubApi(withReference(() => pageOf([registerOf({ schoolNumbers: enabled })])));
    renderWithProviders(<MedicVialListPage />);
    const card = within((await screen.findByText('Quintero')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Carmen')).toBeVisible();
    // The status: each number's solvency, whole ("Solvente: Sí", never "SOLVENT…").
    expect(card.getByText('Solvente: Sí')).toBeVisible();
    expect(card.getByText('Solvente: No')).toHaveStyle({ whiteSpace: 'normal' });
    // The actions name the state, not its code.
    expect(
      card.getByRole('button', { name: /de Carmen Quintero \(número 4521\)/ }),
    ).toHaveTextContent('Credencial de Medicina Vial · Mérida');
    expect(
      card.getByRole('button', { name: /de Carmen Quintero \(número 10231\)/ }),
    ).toHaveTextContent('Credencial de Medicina Vial · Distrito Capital');
    expect(card.getByText('V-14555666')).toBeVisible();
    expect(screen.getByText('Página 1 de 1 · 1 registro')).toBeInTheDocument();
  });
});
