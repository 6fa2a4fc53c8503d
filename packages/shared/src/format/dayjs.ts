import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// The `.js` suffixes keep these imports loadable by plain Node ESM, not only by bundlers.
dayjs.extend(utc);
dayjs.extend(timezone);

/** Business time zone of docs/product/rules.md: Venezuela, UTC-4 all year. */
export const BUSINESS_TIME_ZONE = 'America/Caracas';

/** Locale is set per instance so importing this package does not change the app's global dayjs. */
export const BUSINESS_LOCALE = 'es';

export { dayjs };
