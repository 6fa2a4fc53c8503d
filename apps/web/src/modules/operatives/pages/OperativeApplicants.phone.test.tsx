import { pathTo } from '@aptovial/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderRoutes } from '../../../test/render';
import { stubViewportWidth } from '../../../test/viewport';
import { signInDoctor, stubFieldApi } from '../testOperativeField';
import { OperativeApplicantsPage } from './OperativeApplicantsPage';

const PAGE = pathTo('listPreRegister');

const cardOf = async (name: string) =>
  within((await screen.findByText(name)).closest('li') as HTMLElement);

describe('an operative’s applicants on a 360 px phone (decision 0068)', { timeout: 15_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
  });

  it('shows each applicant as a card with Estado, Cobrar and Emitir in sight', async () => {
    restore = stubViewportWidth(360);
    signInDoctor();
    stubFieldApi();
    renderRoutes([{ path: PAGE, element: <OperativeApplicantsPage /> }], {
      initialPath: `${PAGE}?operativo=9`,
    });
    const unpaid = await cardOf('Luis Rangel');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(unpaid.getByText('Pendiente de pago')).toBeVisible();
    expect(unpaid.getByRole('link', { name: 'Cobrar a Luis Rangel' })).toBeVisible();
    expect(
      unpaid.getByRole('button', { name: 'Emitir el certificado de Luis Rangel' }),
    ).toBeVisible();
    // Served: the badge carries the whole serial, wrapping rather than "CERTIFICADO 14…".
    const served = await cardOf('José Peña');
    const badge = served.getByText('Certificado 1400');
    expect(badge).toBeVisible();
    expect(badge).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible' });
    expect(served.queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument();
  });
});
