import { existsSync } from 'node:fs';
import { join } from 'node:path';

const BUILT_FRONTEND = join(__dirname, '..', 'frontend', 'dist', 'index.html');

export default function globalSetup(): void {
  if (!existsSync(BUILT_FRONTEND) || !existsSync(join(__dirname, '..', 'backend', 'dist', 'main.js'))) {
    throw new Error('Build the app first (npm run build): the browser tests run against the production build.');
  }
}
