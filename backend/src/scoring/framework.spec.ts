import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIGURE_IDS, METRIC_IDS } from './metrics/metric-ids';
import { METRICS } from './metrics/registry';
import { PART_MAX, PART_PILLAR, PILLAR_MAX, RULES, UNSCORED_METRICS } from './rules';
import { appliesTo, type Part } from './rules/rule';

const DOC = readFileSync(resolve(__dirname, '../../../docs/scoring.md'), 'utf8');

describe('points framework', () => {
  for (const isBank of [false, true]) {
    it(`${isBank ? 'banks' : 'non-banks'}: rule maxima add up to each part and each pillar`, () => {
      const rules = RULES.filter((r) => appliesTo(r, { isBank }));
      for (const part of Object.keys(PART_MAX) as Part[]) {
        const sum = rules.filter((r) => r.part === part).reduce((s, r) => s + r.maxPoints, 0);
        expect({ part, sum }).toEqual({ part, sum: PART_MAX[part] });
        expect(rules.filter((r) => r.part === part).every((r) => r.pillar === PART_PILLAR[part])).toBe(true);
      }
      for (const pillar of ['fundamental', 'technical', 'sentiment'] as const) {
        expect(rules.filter((r) => r.pillar === pillar).reduce((s, r) => s + r.maxPoints, 0)).toBe(
          PILLAR_MAX[pillar],
        );
      }
    });
  }

  it('banks are judged as banks: no revenue or margin rules, equity/assets for health', () => {
    const bankRules = RULES.filter((r) => appliesTo(r, { isBank: true })).map((r) => r.id);
    expect(bankRules).not.toContain('revenue-growth');
    expect(bankRules).not.toContain('margins');
    expect(bankRules).toContain('bank-capital');
    expect(RULES.filter((r) => appliesTo(r, { isBank: false })).map((r) => r.id)).not.toContain(
      'bank-capital',
    );
  });

  it('rule ids are unique and every rule reads only registered metrics', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    const known: readonly string[] = [...METRIC_IDS, ...FIGURE_IDS];
    for (const r of RULES) for (const id of r.metricIds) expect(known).toContain(id);
  });

  it('at least 50 metrics, every one of them used by a rule or named as shown but unscored', () => {
    const used = new Set(RULES.flatMap((r) => r.metricIds));
    const unused = METRIC_IDS.filter((id) => !used.has(id));
    expect(unused.sort()).toEqual([...UNSCORED_METRICS].sort());
    expect(used.size + unused.length).toBeGreaterThanOrEqual(50);
  });
});

describe('docs/scoring.md', () => {
  // Prettier pads the table cells, so the patterns allow any spacing.
  const metricRows = DOC.split('\n').filter((l) => /^\|\s*\d+\s*\|\s*`[a-z0-9_]+`\s*\|/.test(l));

  it('lists every metric exactly once in the metric table, with the rules that use it', () => {
    const ids = metricRows.map((l) => /`([a-z0-9_]+)`/.exec(l)?.[1]);
    expect([...ids].sort()).toEqual([...METRIC_IDS].sort());
    for (const row of metricRows) {
      const id = /`([a-z0-9_]+)`/.exec(row)?.[1] ?? '';
      const users = RULES.filter((r) => r.metricIds.includes(id as (typeof METRIC_IDS)[number])).map(
        (r) => r.id,
      );
      for (const rule of users) expect({ id, row: row.includes(`\`${rule}\``) }).toEqual({ id, row: true });
      expect(row).toContain(METRICS[id as (typeof METRIC_IDS)[number]].unit);
    }
  });

  it('names every rule with its maximum', () => {
    for (const r of RULES)
      expect(DOC).toMatch(new RegExp(`\\|\\s*\`${r.id}\`\\s*\\|[^\\n]*\\|\\s*${r.maxPoints}\\s*\\|`));
  });
});
