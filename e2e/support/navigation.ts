import type { Locator, Page } from 'playwright-core';

export const phone = { width: 360, height: 740 };

export const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' });

/**
 * Waits for the Collapse holding `inside` (a menu group, an accordion panel, a folding search) to
 * finish opening. Mantine's Collapse grows for 200 ms; a click in it meanwhile was pressed on its
 * target and released on the row above, which the browser counts as a click on neither (seen on
 * loaded cores in 4 of 24 sign-ins followed by a menu click; the page stayed where it was). Open,
 * the Collapse drops its inline height.
 */
export async function collapseOpened(page: Page, inside: Locator) {
  const element = await inside.elementHandle();
  await page.waitForFunction((child) => {
    const collapse = child?.closest<HTMLElement>('[aria-hidden]');
    return collapse?.getAttribute('aria-hidden') === 'false' && collapse.style.height === '';
  }, element);
}

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
    await collapseOpened(page, target);
  }
  await target.click();
}
