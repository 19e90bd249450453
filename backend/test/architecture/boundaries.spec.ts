import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { getMetadataArgsStorage } from 'typeorm';

/**
 * The backend's boundaries are lint rules, so this file proves each one still fails `npm run lint`:
 * it lints a real file of the tree with one forbidden import added, through the project's own
 * eslint.config.mjs, and expects that rule's error. A rule that silently stopped matching (a
 * renamed folder, a glob typo, a plugin upgrade) would otherwise let the house drift unseen.
 */
const repoRoot = resolve(__dirname, '..', '..', '..');
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

// Only the boundary rules run, without type information: the probe is about imports, and the
// type-aware rules would rebuild the whole program for every snippet.
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The errors of `file` (relative to backend/src) when `addedImport` is put on top of its real text. */
async function boundaryErrors(file: string, addedImport: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const filePath = join(repoRoot, 'backend', 'src', file);
  const code = `${addedImport}\n${readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.line === 1)
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

// The first lint loads the config and parses every file an import leads to (no-cycle follows them
// all); on a busy machine that alone can take a minute. The later probes reuse that parse.
const LINT_TIMEOUT_MS = 180_000;

describe('backend boundaries (eslint.config.mjs)', () => {
  it('leaves the real files clean: the probes below fail only for the import they add', async () => {
    expect(await boundaryErrors('shares/shares.service.ts', '')).toEqual([]);
    expect(await boundaryErrors('users/users.service.ts', '')).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('refuses a feature importing another feature’s internal file instead of its index.ts', async () => {
    const errors = await boundaryErrors('comparisons/comparisons.service.ts', "import { AnalysisRateLimit } from '../analyses/analysis-rate-limit';");
    expect(errors).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('Import analyses through its public face'),
    });
    // Through the face, the same import is allowed.
    expect(await boundaryErrors('comparisons/comparisons.service.ts', "import { AnalysisRateLimit } from '../analyses';")).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('refuses a feature importing another feature’s entity', async () => {
    const errors = await boundaryErrors('alerts/alerts.service.ts', "import { Comparison } from '../comparisons/entities/comparison.entity';");
    expect(errors).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('The tables of comparisons are its own'),
    });
  }, LINT_TIMEOUT_MS);

  it('refuses an import of another feature’s entity or table list; only src/entities.ts, the table list, may import one', async () => {
    const errors = await boundaryErrors('comparisons/comparisons.service.ts', "import { Analysis } from '../analyses/entities/analysis.entity';");
    expect(errors).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('The tables of analyses are its own'),
    });
    // Nor a feature's table list, from another feature or another composition root.
    for (const [file, from] of [
      ['admin/admin.service.ts', '../billing/billing.entities'],
      ['app.module.ts', './billing/billing.entities'],
    ]) {
      expect(await boundaryErrors(file!, `import { billingEntities } from '${from}';`)).toContainEqual({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Import billing through its public face'),
      });
    }
    // The table list imports the files that declare the tables, and nothing else inside a feature.
    expect(await boundaryErrors('entities.ts', "import { PaymentOrder } from './billing/entities/payment-order.entity';")).toEqual([]);
    expect(await boundaryErrors('entities.ts', "import { billingEntities as listed } from './billing/billing.entities';")).toEqual([]);
    expect(await boundaryErrors('entities.ts', "import { AnalysisRows } from './analyses/analysis-row';")).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('src/entities.ts lists the tables'),
    });
  }, LINT_TIMEOUT_MS);

  it('offers no entity class or table list through a feature’s face, so importing one through the face fails typecheck', async () => {
    const src = join(repoRoot, 'backend', 'src');
    const shared = new Set(['common', 'config', 'database', 'cli']);
    const features = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !shared.has(entry.name))
      .map((entry) => entry.name);
    const faces = await Promise.all(
      features.map(async (feature) => ({ feature, face: (await import(join(src, feature, 'index.ts'))) as Record<string, unknown> })),
    );
    // Read after the imports: every entity a face could offer is loaded (and registered) by then.
    // TypeORM's registry says what an entity is, so a new one is covered without naming it here.
    const tables = new Set<unknown>(getMetadataArgsStorage().tables.map((table) => table.target));
    const tablesOffered = (face: Record<string, unknown>) =>
      Object.entries(face)
        .filter(([, value]) => tables.has(value) || (Array.isArray(value) && value.some((item) => tables.has(item))))
        .map(([name]) => name);
    const offered = faces.flatMap(({ feature, face }) => tablesOffered(face).map((name) => `${feature}.${name}`));
    expect(faces.length).toBeGreaterThan(20);
    expect(tables.size).toBeGreaterThan(30);
    expect(offered).toEqual([]);
    // The check itself sees an entity and a table list when a face offers them.
    const { billingEntities } = (await import(join(src, 'billing', 'billing.entities.ts'))) as { billingEntities: unknown[] };
    expect(tablesOffered({ billingEntities, PaymentOrder: billingEntities[0] })).toEqual(['billingEntities', 'PaymentOrder']);
  });

  it('refuses an import cycle between features', async () => {
    // auth builds on users (the session's user), so users importing auth closes a loop.
    const errors = await boundaryErrors('users/users.service.ts', "import { AuthModule } from '../auth';");
    expect(errors).toContainEqual({ ruleId: 'import-x/no-cycle', message: expect.stringMatching(/^Dependency cycle/) });
  }, LINT_TIMEOUT_MS);

  it('refuses shared infrastructure importing a feature', async () => {
    const errors = await boundaryErrors('common/dates.ts', "import { UsersService } from '../users';");
    expect(errors).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('Shared infrastructure (common/, database/, config/) knows no feature'),
    });
    // config/ reads only the app's own variables: a feature's are parsed by the feature.
    expect(await boundaryErrors('config/core-config.ts', "import { loadBillingConfig } from '../billing';")).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('a feature parses its own variables'),
    });
  }, LINT_TIMEOUT_MS);
});
