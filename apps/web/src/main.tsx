// How Zod validates under the CSP, before any schema is built (bundled with Zod: vite.config.ts).
import './lib/zod-config.ts';
import { settleStartAddress, startApp } from './app/first-paint/start-app.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

settleStartAddress(container);

// The browser evaluates every module of the first load in one task; the app starts in the next,
// so neither task alone blocks the main thread as long as both together would.
setTimeout(() => {
  void startApp(container);
}, 0);
