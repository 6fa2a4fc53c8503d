import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modeLogos } from '../../../shared/mode/modeLogos';
import { renderRoutes } from '../../../test/render';
import { LandingPage } from './LandingPage';

function setModeMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'aptovial-mode';
  meta.content = content;
  document.head.append(meta);
}

function renderLanding() {
  return renderRoutes([{ path: '/', Component: LandingPage }]);
}

describe('LandingPage', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="aptovial-mode"]')) meta.remove();
  });

  it('explains the product under one h1, inside the page landmarks', async () => {
    renderLanding();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('AptoVial');
    expect(screen.getByText(/solicitar, pagar y verificar/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['Iniciar sesión Colegio de Médicos', '/Login'],
    ['Iniciar sesión INTT', '/inicio-INTT'],
    ['Iniciar sesión Medicina Vial', '/inicio-Medico-Vial'],
    ['Verificar un certificado', '/Buscar-certificado-medicos'],
    ['Solicitar certificado', '/solicitar-certificado'],
    ['Solicitar y pagar certificado', '/solicitar-certificado-pago'],
    ['¿Está habilitado este médico?', '/Consultar-medico'],
  ])('links "%s" to %s', async (name, href) => {
    renderLanding();
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
  });

  it('titles the document with the default mode, medicVial', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('AptoVial · Medicina Vial');
  });

  it.each([
    ['colegio', 'AptoVial · Colegio de Médicos', 'Colegio de Médicos'],
    ['INTT', 'AptoVial · INTT', 'Instituto Nacional de Transporte Terrestre'],
  ] as const)('follows the deployment mode %s', async (mode, title, modeName) => {
    setModeMeta(mode);
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
    expect(screen.getByText(modeName)).toBeInTheDocument();
    const logo = screen.getByRole('banner').querySelector('img');
    expect(logo?.getAttribute('src')).toBe(modeLogos[mode]);
  });

  it('offers the colour-mode toggle in the header', async () => {
    renderLanding();
    expect(
      await screen.findByRole('button', { name: 'Cambiar modo de color' }),
    ).toBeInTheDocument();
  });
});
