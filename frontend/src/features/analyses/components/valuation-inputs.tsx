import type { ReactNode } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { interpolate, messages } from '@/i18n';
import { toNumber } from '@/lib/format';
import { formatDecimal, formatMultiple, formatPct, formatRp, text } from '../lib/figures';
import type { Valuation } from '../types';

const t = messages.analyses.detail.breakdown.valuation;

function methodLabel(method: string | null | undefined): string | null {
  if (method === 'dcf') return t.methods.dcf;
  if (method === 'bank_pb_roe') return t.methods.bankPbRoe;
  return text(method);
}

function relativeLabel(method: string | null | undefined): string | null {
  switch (method) {
    case 'own_pe':
      return t.relativeMethods.ownPe;
    case 'own_pb':
      return t.relativeMethods.ownPb;
    case 'sector_pe':
      return t.relativeMethods.sectorPe;
    case 'sector_pb':
      return t.relativeMethods.sectorPb;
    default:
      return null;
  }
}

/** The card's description: P/B–ROE for banks, the spec's DCF wording otherwise. */
export function isBankValuation(valuation: Valuation): boolean {
  return valuation.method === 'bank_pb_roe';
}

type Row = { label: string; value: string | null; strong?: boolean };

function Rows({ rows, twoColumns = false }: { rows: Row[]; twoColumns?: boolean }) {
  const shown = rows.filter((row): row is Row & { value: string } => row.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={twoColumns ? 'grid grid-cols-1 gap-x-6 sm:grid-cols-2' : 'grid grid-cols-1 sm:max-w-lg'}>
      {shown.map((row) => (
        <div
          key={row.label}
          className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2"
        >
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd
            className={
              row.strong
                ? 'text-right text-base font-bold whitespace-nowrap text-slate-900 tabular-nums'
                : 'text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums'
            }
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** True when the analysis carries any of the inputs below (newer analyses only). */
export function hasValuationInputs(valuation: Valuation): boolean {
  const coe = valuation.costOfEquity;
  return Boolean(
    methodLabel(valuation.method) ||
    toNumber(coe?.value) !== null ||
    text(valuation.growth?.explanation) ||
    text(valuation.target?.explanation) ||
    toNumber(valuation.target?.price) !== null ||
    text(valuation.note),
  );
}

/** Why a case is missing: shown beside the bull/base/bear figures it explains. */
export function ValuationNote({ note }: { note: string | null | undefined }) {
  const body = text(note);
  if (!body) return null;
  return (
    <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <InfoIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t.note}:</strong> {body}
      </span>
    </p>
  );
}

/**
 * How the fair values and the target were built: the method, the cost of equity with its inputs
 * (SBN yield + equity risk premium × beta + illiquidity premium), the growth assumptions, and the
 * intrinsic and relative values the target blends.
 */
export function ValuationInputs({ valuation }: { valuation: Valuation }) {
  const coe = valuation.costOfEquity;
  const bondYield = formatPct(coe?.bondYield, 2);
  const erp = formatPct(coe?.equityRiskPremium, 1);
  const beta = formatDecimal(coe?.adjustedBeta, 2);
  const rawBeta = formatDecimal(coe?.rawBeta, 2);
  const illiquidity = formatPct(coe?.illiquidityPremium, 1);
  const costOfEquity = formatPct(coe?.value, 1);
  const formula =
    costOfEquity && bondYield && erp && beta && illiquidity
      ? interpolate(t.costOfEquityFormula, { bondYield, erp, beta, illiquidity, value: costOfEquity })
      : null;

  const growth = text(valuation.growth?.explanation);
  const target = valuation.target;
  const relative = target?.relative;
  const relativeMethod = relativeLabel(relative?.method);
  const multiple = formatMultiple(relative?.multiple);
  const relativeRow =
    relativeMethod && multiple
      ? interpolate(t.relativeWithMultiple, { method: relativeMethod, multiple })
      : t.relative;
  const targetExplanation = text(target?.explanation);
  // The two values the target blends, then the target itself.
  const targetRows: Row[] = [
    { label: t.intrinsic, value: formatRp(target?.intrinsic) },
    { label: relativeRow, value: formatRp(relative?.value) },
    { label: t.targetPrice, value: formatRp(target?.price), strong: true },
  ];
  const hasTarget = targetExplanation !== null || targetRows.some((row) => row.value !== null);

  const inputRows: Row[] = [
    { label: t.method, value: methodLabel(valuation.method) },
    { label: t.costOfEquity, value: costOfEquity, strong: true },
    {
      label: t.bondYield,
      value:
        bondYield && coe?.bondYieldSource === 'fallback'
          ? interpolate(t.assumed, { value: bondYield })
          : bondYield,
    },
    { label: t.equityRiskPremium, value: erp },
    {
      label: t.beta,
      value: beta && rawBeta && rawBeta !== beta ? interpolate(t.betaWithRaw, { beta, raw: rawBeta }) : beta,
    },
    { label: t.illiquidityPremium, value: illiquidity },
  ];
  const hasInputs = inputRows.some((row) => row.value !== null) || growth !== null;

  return (
    <>
      {hasInputs ? (
        <Block title={t.inputsTitle}>
          <Rows rows={inputRows} twoColumns />
          {formula ? <p className="text-xs leading-relaxed text-slate-600">{formula}</p> : null}
          {growth ? (
            <p className="text-sm leading-relaxed text-slate-700">
              <span className="font-semibold text-slate-900">{t.growth}:</span> {growth}
            </p>
          ) : null}
        </Block>
      ) : null}
      {hasTarget ? (
        <Block title={t.targetTitle}>
          <Rows rows={targetRows} />
          {targetExplanation ? (
            <p className="text-sm leading-relaxed text-slate-700">{targetExplanation}</p>
          ) : null}
        </Block>
      ) : null}
    </>
  );
}
