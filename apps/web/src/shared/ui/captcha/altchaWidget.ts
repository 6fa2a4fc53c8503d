/**
 * The ALTCHA widget, fetched only by pages with a public form (CaptchaField imports this module
 * lazily). The `external` build plus a worker file from our own origin: the default build starts
 * its workers from blob: URLs and injects its styles, which the CSP (script-src 'self') forbids.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges use PBKDF2/SHA-256 only (decision 0021).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
// Our own label and hint sit around the widget; the vendor's link would leave the form.
globalThis.$altcha.defaults.set({ hideFooter: true, hideLogo: true });
