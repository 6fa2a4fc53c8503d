import type { Page } from 'playwright-core';
import { waitOrExplain } from './journey';
import { goByMenu } from './navigation';

// The sandbox bank (README "Sandbox bank"): this phone approves with this payment key.
export const APPROVING_PHONE = '0414-1234567';
export const PAYMENT_KEY = '00001111';

/** Administrar Montos: USD 5.00 at a hand price of Bs. 40 (tests reach no rate service). */
export async function setCommission(page: Page) {
  await goByMenu(page, 'Administrar Montos', 'Ajustes');
  await page.getByLabel(/^Comisión en dólares/).fill('5.00');
  await page.getByLabel(/^Precio del dólar fijado a mano/).fill('40');
  await page.getByRole('button', { name: 'Guardar comisión' }).click();
  await waitOrExplain(
    page,
    page
      .getByText(/Comisión guardada/)
      .first()
      .waitFor(),
  );
}
