// `npm test`: every test tier in turn: backend (Jest on PostgreSQL), frontend (Vitest), browser (Playwright).
import { ensureBuilt, ensureInstalled, requireNode24, runAsync } from './lib.mjs';

requireNode24();
ensureInstalled();

const tiers = [
  ['backend', 'npm', ['test', '-w', 'backend']],
  ['frontend', 'npm', ['test', '-w', 'frontend']],
  ['browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const failed = [];
for (const [name, command, args] of tiers) {
  if (name === 'browser') ensureBuilt();
  console.log(`\n=== ${name} tests ===\n`);
  const code = await runAsync(command, args);
  if (code !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed tiers: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test tiers passed.');
