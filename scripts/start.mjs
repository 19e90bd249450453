// `npm start`: installs and builds what is missing, then runs the app as one Node process.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, requireNode24, root } from './lib.mjs';

requireNode24();
ensureInstalled();
ensureBuilt();

const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
