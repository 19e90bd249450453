import { existsSync } from 'node:fs';

export default function globalSetup(): void {
  if (!existsSync('../frontend/dist/index.html') && !existsSync('frontend/dist/index.html')) {
    throw new Error('Build the app first (npm run build): the browser tests run against the production build.');
  }
}
