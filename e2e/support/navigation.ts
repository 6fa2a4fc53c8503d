import type { Page } from 'playwright-core';

export const phone = { width: 360, height: 740 };

export const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' });

/**
 * Follows the main menu to `link` (inside `group` when given). Below 768 px the menu sits behind
 * the top bar's burger, which closes again after the choice; on a wide screen it is always shown.
 */
export async function goByMenu(page: Page, link: string, group?: string) {
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  if (await burger.isVisible()) await burger.click();
  const menu = sidebar(page);
  const target = menu.getByRole('link', { name: link, exact: true });
  // A group opens on a click and stays open (it is open already on one of its own pages).
  if (group !== undefined && !(await target.isVisible())) {
    await menu.getByRole('button', { name: group }).click();
  }
  await target.click();
}
