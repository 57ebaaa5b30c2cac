// The ALTCHA widget, loaded on first use of the contact form (it is ~220 kB). The 'external'
// build has no inline styles or blob: workers, so the app's CSP holds: its CSS is a file of ours
// and its proof-of-work worker is a script of our own origin (worker-src 'self').
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/sv';
import 'altcha/i18n/en';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges use PBKDF2/SHA-256 (apps/server/src/modules/contact/captcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
