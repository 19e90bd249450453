// `npm test`: every test tier in turn: backend (Jest on PostgreSQL), frontend (Vitest), browser
// (Playwright against the production build). Ends with one line counting every test.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, requireNode24, root } from './lib.mjs';

requireNode24();
ensureInstalled();

const tiers = [
  { name: 'backend', command: 'npm', args: ['test', '-w', 'backend'] },
  { name: 'frontend', command: 'npm', args: ['test', '-w', 'frontend'] },
  { name: 'browser', command: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
];

// The closing lines of Jest ("Tests: 3 failed, 497 passed, 500 total"), Vitest ("Tests  78 passed (78)")
// and Playwright ("14 passed (59.4s)", "2 failed").
// eslint-disable-next-line no-control-regex -- colour codes are exactly what is stripped
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
function counts(output) {
  const text = stripAnsi(output);
  const last = (pattern) => [...text.matchAll(pattern)].at(-1);
  const jest = last(/^Tests:\s+(.*)$/gm);
  const vitest = last(/^\s*Tests\s+(.*\(\d+\))$/gm);
  const line = jest?.[1] ?? vitest?.[1] ?? text.split('\n').filter((l) => /^\s+\d+ (passed|failed|flaky|skipped)/.test(l)).join(', ');
  const number = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: number('passed'), failed: number('failed') + number('flaky'), skipped: number('skipped') + number('todo') };
}

function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failedTiers = [];
for (const tier of tiers) {
  if (tier.name === 'browser') ensureBuilt();
  console.log(`\n=== ${tier.name} tests ===\n`);
  const { code, output } = await run(tier);
  const tally = counts(output);
  passed += tally.passed;
  failed += tally.failed;
  skipped += tally.skipped;
  // A tier that ran no test proves nothing (a wrong pattern, a crash before reporting): it failed.
  const ranNone = tally.passed + tally.failed === 0;
  if (code !== 0 || ranNone || tally.skipped > 0) {
    failedTiers.push(ranNone ? `${tier.name} (ran no test)` : tally.skipped > 0 ? `${tier.name} (${tally.skipped} skipped)` : tier.name);
    if (tally.failed === 0) failed += 1; // a tier that crashed before reporting still failed
  }
}
console.log(failedTiers.length > 0 ? `\nFailed tiers: ${failedTiers.join(', ')}` : '\nAll test tiers passed.');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedTiers.length > 0 ? 1 : 0);
