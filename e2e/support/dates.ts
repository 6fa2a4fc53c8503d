import type { Locator } from 'playwright-core';

/**
 * Types a day into a date field key by key as DD/MM/YYYY, the way a person does (the field is a
 * Spanish DD/MM/YYYY text box whatever the browser's language), then tabs out so its calendar closes.
 */
export async function typeDay(field: Locator, day: string) {
  await field.clear();
  await field.pressSequentially(day);
  await field.press('Tab');
}
