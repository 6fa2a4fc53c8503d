import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { DataProfilePage } from './DataProfilePage';

function renderProfile(overrides: Parameters<typeof verifiedSessionOf>[0]) {
  useSessionStore.getState().signIn(verifiedSessionOf(overrides));
  return renderRoutes([{ path: '/perfil/DatosPersonales', element: <DataProfilePage /> }], {
    initialPath: '/perfil/DatosPersonales',
  });
}

/** The value shown beside a label of the data list. */
function shownValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('DataProfilePage', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('shows every field of the user with the formats of docs/product/rules.md', async () => {
    renderProfile({
      dni: '12345678',
      nationality: 'V',
      genders: 'F',
      phone1: '0414-1234567',
      phone2: null,
      rol: 'Admin',
      type: 'medicVial',
      state: 'VE-L',
      sectional: null,
      status: 'active',
      createdAt: '2024-03-05T14:30:00.000Z',
      lastSeen: null,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeInTheDocument();
    expect(shownValue('Nombres')).toBe('Ana María');
    expect(shownValue('Apellidos')).toBe('Pérez Díaz');
    expect(shownValue('Cédula')).toBe('V-12345678');
    expect(shownValue('Nacionalidad')).toBe('Venezolana');
    expect(shownValue('Género')).toBe('Femenino');
    expect(shownValue('Correo electrónico')).toBe('ana@example.com');
    expect(shownValue('Teléfono')).toBe('0414-1234567');
    expect(shownValue('Teléfono secundario')).toBe('Sin definir');
    expect(shownValue('Módulo')).toBe('Medicina Vial');
    expect(shownValue('Rol')).toBe('Administrador');
    expect(shownValue('Estado')).toBe('Mérida');
    expect(shownValue('Seccional')).toBe('Sin definir');
    expect(shownValue('Acceso')).toBe('Activo');
    expect(shownValue('Registrado el')).toBe('05/03/2024');
    expect(shownValue('Último acceso')).toBe('Sin acceso todavía');
  });

  it('reads a foreign man, his last access and a second phone', async () => {
    renderProfile({
      nationality: 'E',
      genders: 'M',
      phone2: '0212-5551234',
      lastSeen: '2025-01-10T13:05:09Z',
      rol: 'Official',
      type: 'INTT',
      status: 'inactive',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(shownValue('Nacionalidad')).toBe('Extranjero');
    expect(shownValue('Género')).toBe('Masculino');
    expect(shownValue('Teléfono secundario')).toBe('0212-5551234');
    expect(shownValue('Último acceso')).toBe('10/01/2025 09:05');
    expect(shownValue('Rol')).toBe('Funcionario');
    expect(shownValue('Acceso')).toBe('Inactivo');
  });

  it('links to Actualizar datos and Cambiar contraseña, and shows the photo', async () => {
    renderProfile({ image: '/api/uploads/photos/ana.webp' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Actualizar datos' }).getAttribute('href')).toBe(
      '/perfil/ActualizarDatos',
    );
    expect(screen.getByRole('link', { name: 'Cambiar contraseña' }).getAttribute('href')).toBe(
      '/Cambiar-mi-contrasena',
    );
    expect(screen.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src')).toBe(
      '/api/uploads/photos/ana.webp',
    );
  });
});
