import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PriceLine } from './PriceLine';
import { amountOf } from './testPayment';

const shown = (overrides: Parameters<typeof amountOf>[0]) =>
  renderWithProviders(
    <PriceLine
      price={{ phase: 'ready', amount: amountOf(overrides) }}
      onReload={() => {}}
      changed={false}
    />,
  );

describe('the price line of the pay form', () => {
  it('names a price the college set by hand as such, never as the official rate', () => {
    shown({ priceSource: 'manual', dollarPrice: '40.0000', amountBolivares: '200.00' });
    expect(screen.getByText('Bs. 200,00')).toBeInTheDocument();
    expect(
      screen.getByText('USD 5,00 al precio fijado por el colegio de Bs. 40,0000 del 02/10/2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tasa oficial/)).not.toBeInTheDocument();
  });

  it('names the official rate when a rate service gave it', () => {
    shown({ priceSource: 'dolarapi' });
    expect(
      screen.getByText('USD 5,00 a la tasa oficial de Bs. 36,5012 del 02/10/2026.'),
    ).toBeInTheDocument();
  });
});
