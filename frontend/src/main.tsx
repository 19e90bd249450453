import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { App } from './app/App';
import './index.css';

// Which version is running, for support and for the browser test of the update prompt.
document.documentElement.dataset.build = __TELISIK_BUILD_ID__;

// Chromium may offer to install before the first render: listen from the start.
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
