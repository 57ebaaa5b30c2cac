// How Zod validates under the CSP, before any schema is built (bundled with Zod: vite.config.ts).
import './lib/zod-config.ts';
import { startInStages } from './app/first-paint/start-in-stages.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app's modules are evaluated in the tasks after this one, a group at a time, and the app
// starts after them (start-in-stages.ts).
setTimeout(() => {
  void startInStages(container);
}, 0);
