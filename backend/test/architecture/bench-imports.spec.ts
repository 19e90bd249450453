import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm run bench` drives the compiled app by file path (backend/dist/…), out of reach of the
 * compiler and of lint: a moved file or a renamed export broke it silently once. Each path it
 * requires must still be a source file that exports every name the bench takes from it.
 */
const backendRoot = resolve(__dirname, '..', '..');
const benchFiles = readdirSync(join(backendRoot, 'bench')).filter((name) => name.endsWith('.mjs'));

/** `const { a, b: c } = require('../dist/x/y.js')` → { source: 'x/y', names: ['a', 'b'] }. */
function distRequires(text: string): Array<{ source: string; names: string[] }> {
  return [...text.matchAll(/\{([^}]*)\}\s*=\s*require\('\.\.\/dist\/([^']+)\.js'\)/g)].map((match) => ({
    source: match[2]!,
    names: match[1]!
      .split(',')
      .map((part) => part.split(':')[0]!.trim())
      .filter(Boolean),
  }));
}

describe('the bench reaches the compiled app through paths that exist', () => {
  it('finds the bench files and their requires', () => {
    const all = benchFiles.flatMap((file) => distRequires(readFileSync(join(backendRoot, 'bench', file), 'utf8')));
    expect(all.length).toBeGreaterThan(10);
  });

  it.each(benchFiles)('%s requires only source files that export the names it takes', (file) => {
    const text = readFileSync(join(backendRoot, 'bench', file), 'utf8');
    const missing: string[] = [];
    for (const { source, names } of distRequires(text)) {
      const sourcePath = join(backendRoot, 'src', `${source}.ts`);
      if (!existsSync(sourcePath)) {
        missing.push(`src/${source}.ts does not exist`);
        continue;
      }
      const sourceText = readFileSync(sourcePath, 'utf8');
      for (const name of names) {
        const exported =
          new RegExp(`export\\s+(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?(?:class|function\\*?|const|let|enum)\\s+${name}\\b`).test(sourceText) ||
          new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(sourceText);
        if (!exported) missing.push(`src/${source}.ts does not export ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
