import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { DataProfilePage } from './DataProfilePage';

const vialNumber = {
  id: 3,
  schoolNumber: '10231',
  state: 'VE-A',
  licenseNumber: 'MV-0001',
  typeCertifields: ['Primera vez', 'Renovación', 'Especial'],
  grades: ['1', '2', '3', '4', '5'],
  specialGrades: ['2', '3'],
  register: {
    names: 'Alejandro',
    lastNames: 'Mendoza Rivas',
    dni: '20000001',
    nationality: 'V',
    genders: 'M' as const,
    phone: null,
  },
};

function renderProfile(overrides: Parameters<typeof verifiedSessionOf>[0]) {
  useSessionStore.getState().signIn(verifiedSessionOf(overrides));
  return renderRoutes([{ path: '/perfil/DatosPersonales', element: <DataProfilePage /> }], {
    initialPath: '/perfil/DatosPersonales',
  });
}

/** The college-number section, found by its heading. */
async function schoolNumberSection() {
  return within(await screen.findByRole('region', { name: 'Número de colegio' }));
}

/** The value shown beside a label inside one section. */
function shownIn(section: ReturnType<typeof within>, label: string, index = 0): string {
  const terms = section.getAllByText(label, { selector: 'dt' });
  return terms[index]?.nextElementSibling?.textContent ?? '';
}

describe('DataProfilePage of a road-medicine account (docs/product/entities.md)', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('shows the college number, its state and the register it belongs to', async () => {
    renderProfile({
      type: 'medicVial',
      rol: 'VialDirector',
      schoolNumberId: 3,
      schoolNumber: vialNumber,
    });
    const section = await schoolNumberSection();
    expect(shownIn(section, 'Número')).toBe('10231');
    expect(shownIn(section, 'Estado')).toBe('Distrito Capital');
    expect(shownIn(section, 'Número de habilitado')).toBe('MV-0001');
    expect(section.getByRole('heading', { level: 3, name: 'Registro' })).toBeInTheDocument();
    expect(shownIn(section, 'Nombres')).toBe('Alejandro');
    expect(shownIn(section, 'Apellidos')).toBe('Mendoza Rivas');
    expect(shownIn(section, 'Cédula')).toBe('V-20000001');
    expect(shownIn(section, 'Nacionalidad')).toBe('Venezolano');
    expect(shownIn(section, 'Género')).toBe('Masculino');
    expect(shownIn(section, 'Teléfono')).toBe('Sin definir');
  });

  it('says so when the account has no college number yet', async () => {
    renderProfile({ type: 'medicVial', rol: 'Admin', schoolNumber: null });
    const section = await schoolNumberSection();
    expect(
      section.getByText('Esta cuenta aún no tiene un número de colegio asignado.'),
    ).toBeInTheDocument();
  });

  it('has no college-number section outside road medicine', async () => {
    renderProfile({ type: 'medic', rol: 'Admin', schoolNumberId: 3 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Número de colegio' })).not.toBeInTheDocument();
  });
});
