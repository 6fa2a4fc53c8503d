import { type DateInput, lastSeenText } from '@aptovial/shared';
import { showMoment } from './dayText';

/**
 * A last access as shown (showMoment); a user who never signed in reads the words of
 * docs/product/rules.md. Apart from dayText so the pages that show days do not load the shared
 * package's date library for these words.
 */
export function showLastSeen(value: DateInput): string {
  return showMoment(value) || lastSeenText(null);
}
