import { apiPaths } from '@aptovial/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { callsTo, operativeStatsOf, queryOf, recordApi } from '../testOperativeRecord';
import { OperativesPanel } from './OperativesPanel';

const range = { date_range: ['2099-03-01', '2099-03-31'] as [string, string] };
const figureOf = (section: ReturnType<typeof within>, label: string) => {
  const term = section.getByText(label);
  return [
    term.nextElementSibling?.textContent,
    term.nextElementSibling?.nextElementSibling?.textContent,
  ];
};

describe('OperativesPanel (Inicio: operatives)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the range's operatives by status and period, and what they owe", async () => {
    const calls = stubApi(recordApi());
    renderWithProviders(<OperativesPanel query={range} />);
    const section = within(await screen.findByRole('region', { name: 'Operativos' }));
    expect(await section.findByText('Pendiente')).toBeInTheDocument();
    expect(figureOf(section, 'Pendiente')[0]).toBe('3');
    expect(figureOf(section, 'En progreso')[0]).toBe('1');
    expect(figureOf(section, 'Finalizado')[0]).toBe('12');
    expect(figureOf(section, 'Cancelado')[0]).toBe('2');
    expect(figureOf(section, 'Reagendado')[0]).toBe('1');
    expect(figureOf(section, 'Hoy')[0]).toBe('1');
    expect(figureOf(section, 'Esta semana')[0]).toBe('2');
    expect(figureOf(section, 'Este mes')[0]).toBe('4');
    expect(figureOf(section, 'En el rango')[0]).toBe('19');
    expect(figureOf(section, 'Certificados en operativos')[0]).toBe('1.250');
    expect(figureOf(section, 'Recaudado en operativos')[0]).toBe('Bs. 1.900.625,00');
    expect(await section.findByText('USD 3,00')).toBeInTheDocument();
    expect(figureOf(section, 'Comisión adeudada')).toEqual(['USD 3,00', 'Bs. 912,30']);
    // The panel's range, asked of both.
    const wanted = { date_range: '2099-03-01,2099-03-31' };
    expect(callsTo(calls, apiPaths.operativeStats).map(queryOf)).toEqual([wanted]);
    expect(callsTo(calls, apiPaths.operativeCommission).map(queryOf)).toEqual([wanted]);
  });

  it('says why the commission is missing, and tries the figures again after a failure', async () => {
    let stats: ApiReply = apiError('INTERNAL_ERROR');
    const calls = stubApi(
      recordApi({ stats: () => stats, commission: () => apiError('COMMISSION_NOT_SET') }),
    );
    renderWithProviders(<OperativesPanel query={{}} />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(
      screen.getByText('No se pudieron cargar los operativos. Intente de nuevo.'),
    ).toBeInTheDocument();
    stats = { body: { data: operativeStatsOf() } };
    retry.click();
    const section = within(await screen.findByRole('region', { name: 'Operativos' }));
    expect(
      await section.findByText('Aún no se ha fijado la comisión en dólares del certificado.'),
    ).toBeInTheDocument();
    expect(figureOf(section, 'Comisión adeudada')[0]).toBe('—');
    expect(figureOf(section, 'Pendiente')[0]).toBe('3');
    // No range: the month so far, as the API reads an empty query.
    expect(callsTo(calls, apiPaths.operativeStats).map(queryOf)).toEqual([{}, {}]);
  });
});
