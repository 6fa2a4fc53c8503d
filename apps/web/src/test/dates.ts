import { addYears, todayInCaracas } from '@aptovial/shared';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs the suite's tests in a browser set to English, the one that showed native date inputs as
 * mm/dd/yyyy: what the page shows must not depend on it.
 */
export function useEnglishBrowser() {
  beforeEach(() => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = '';
  });
}

/** Types a day into a date field as a person does (DD/MM/YYYY) and leaves it, closing its calendar. */
export function typeDay(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

/**
 * The day `years` after today in Caracas, typed (DD/MM/YYYY) and as the API reads it: a due date
 * within every validity cap (decision 0048) that a fixed day would outgrow.
 */
export function dayFromToday(years: number): { typed: string; iso: string } {
  const iso = addYears(todayInCaracas(), years);
  return { typed: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`, iso };
}
