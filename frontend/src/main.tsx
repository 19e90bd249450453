import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cn } from '@/lib/cn';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { App } from './app/App';
import './index.css';

// Which version is running, for support and for the browser test of the update prompt.
document.documentElement.dataset.build = __TELISIK_BUILD_ID__;

// Chromium may offer to install before the first render: listen from the start.
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits one task, and tailwind-merge's first call (it builds its class map then, 10 ms
// and more on a phone) has a task of its own before it: the modules' evaluation, that call and the
// render are three tasks instead of one long one, and a tap can be answered between them
// (Lighthouse's blocking time counts each task's time beyond 50 ms). The render itself is a
// transition, which React builds in slices that yield to the browser every few milliseconds; an
// urgent render of the whole app shell would hold a phone's main thread for some 50 ms.
setTimeout(() => {
  cn('p-0');
  setTimeout(() => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }, 0);
}, 0);
