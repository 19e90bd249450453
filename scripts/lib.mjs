// Shared helpers for the root scripts: run commands, find stale builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(`Telisik needs Node.js 24 or newer; this is ${process.version}.`);
    console.error('On these machines: source ../shared/bin/use-node-24.sh');
    process.exit(1);
  }
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function runAsync(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (path.endsWith('node_modules') || path.endsWith('dist')) return;
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when the build output is missing or older than any of its sources. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources.map((s) => join(root, s))) > statSync(output).mtimeMs;
}

export function ensureInstalled() {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    console.log('Installing dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

/** Builds the frontend and the backend when their output is missing or older than the sources. */
export function ensureBuilt() {
  if (isStale(join(root, 'frontend', 'dist', 'index.html'), ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'contract/src', 'package-lock.json'])) {
    console.log('Building the frontend…');
    run('npm', ['run', 'build', '-w', 'frontend']);
  }
  if (isStale(join(root, 'backend', 'dist', 'main.js'), ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'contract/src', 'package-lock.json'])) {
    console.log('Building the backend…');
    run('npm', ['run', 'build', '-w', 'backend']);
  }
}
