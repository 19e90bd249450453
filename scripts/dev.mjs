// `npm run dev`: the backend (rebuilt and restarted on change) on :3000 and Vite's hot reload on :5173.
import { spawn } from 'node:child_process';
import { ensureInstalled, requireNode24, root } from './lib.mjs';

requireNode24();
ensureInstalled();

const children = [
  spawn('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', cwd: root }),
  spawn(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { stdio: 'inherit', cwd: root }),
];
console.log('\n  Open http://localhost:5173 (Vite, proxying /api and /oidc to :3000)\n');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
