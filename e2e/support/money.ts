import type { Page } from 'playwright-core';
import { waitOrExplain } from './journey';
import { goByMenu } from './navigation';

// The sandbox bank (README "Sandbox bank"): this phone approves with this payment key.
export const APPROVING_PHONE = '0414-1234567';
export const PAYMENT_KEY = '00001111';

/**
 * The price of a fresh sandbox start (README "Sandbox bank", decision 0064): the demo's seeded
 * USD 5.00 at the local rate service's Bs. 866,5612, as shown and as typed in a search.
 */
export const SANDBOX_PRICE = {
  rate: 'Bs. 866,5612',
  shown: 'Bs. 4.332,81',
  typed: '4332.81',
} as const;

/**
 * The env of a server that reads the dollar price as a fresh `npm start` does: journeys' servers
 * turn the refresher off (bench/lib/server.mjs); on, a sandbox server reads its local service.
 * The read at start-up shares the process with the embedded database's start: on two CI cores
 * under a load of 10 or more it once outlasted the 4 s a price service is given, and the price
 * stayed unavailable until the next read (decision 0092). Here it may take 15 s.
 */
export const SANDBOX_RATES_ENV = { FX_REFRESH: 'true', FX_TIMEOUT_MS: '15000' } as const;

/** Administrar Montos: USD 5.00 at a college's price of Bs. 40, whatever the rate services say. */
export async function setCommission(page: Page) {
  await goByMenu(page, 'Administrar Montos', 'Ajustes');
  await page.getByLabel(/^Comisión en dólares/).fill('5.00');
  await page.getByLabel(/^Precio del dólar fijado por el colegio/).fill('40');
  await page.getByRole('button', { name: 'Guardar comisión' }).click();
  await waitOrExplain(
    page,
    page
      .getByText(/Comisión guardada/)
      .first()
      .waitFor(),
  );
}
