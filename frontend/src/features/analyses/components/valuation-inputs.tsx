import type {
  CostOfEquity,
  RelativeValueMethod,
  TargetPrice,
  ValuationMethod,
  ValuationSection,
} from '@telisik/contract';
import type { ReactNode } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { interpolate, messages } from '@/i18n';
import { formatDecimal, formatMultiple, formatPercent, formatRupiah } from '@/lib/format';

const t = messages.analyses.detail.breakdown.valuation;

const methodLabels: Record<ValuationMethod, string> = {
  dcf: t.methods.dcf,
  bank_pb_roe: t.methods.bankPbRoe,
};

const relativeLabels: Record<RelativeValueMethod, string> = {
  own_pe: t.relativeMethods.ownPe,
  own_pb: t.relativeMethods.ownPb,
  sector_pe: t.relativeMethods.sectorPe,
  sector_pb: t.relativeMethods.sectorPb,
};

/** The card's description: P/B–ROE for banks, the spec's DCF wording otherwise. */
export function isBankValuation(valuation: ValuationSection): boolean {
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

/** True when the analysis carries any of the inputs below (analyses made by the scoring engine). */
export function hasValuationInputs(valuation: ValuationSection): boolean {
  return (
    valuation.method !== null ||
    valuation.costOfEquity !== null ||
    valuation.growth !== null ||
    valuation.target !== null ||
    valuation.note !== null
  );
}

/** Why a case is missing: shown beside the bull/base/bear figures it explains. */
export function ValuationNote({ note }: { note: string | null }) {
  if (note === null) return null;
  return (
    <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <InfoIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t.note}:</strong> {note}
      </span>
    </p>
  );
}

/**
 * The cost of equity's rows and the sum that builds it: SBN yield + ERP × beta + illiquidity premium;
 * for banks SBN yield + the premium IDX bank prices imply + illiquidity premium (no beta).
 */
function costOfEquityFigures(coe: CostOfEquity): { rows: Row[]; formula: string } {
  const value = formatPercent(coe.value, 1);
  const bondYield = formatPercent(coe.bondYield, 2);
  const bondRow: Row = {
    label: t.bondYield,
    value: coe.bondYieldSource === 'fallback' ? interpolate(t.assumed, { value: bondYield }) : bondYield,
  };
  if (coe.method === 'bank_implied') {
    const premium = formatPercent(coe.equityRiskPremium, 1);
    const illiquidity = formatPercent(coe.illiquidityPremium, 1);
    return {
      rows: [
        { label: t.costOfEquity, value, strong: true },
        bondRow,
        { label: t.bankPremium, value: premium },
        { label: t.illiquidityPremium, value: illiquidity },
      ],
      formula: interpolate(t.bankCostOfEquityFormula, { bondYield, premium, illiquidity, value }),
    };
  }
  const erp = formatPercent(coe.equityRiskPremium, 1);
  const beta = formatDecimal(coe.adjustedBeta, 2);
  const rawBeta = formatDecimal(coe.rawBeta, 2);
  const illiquidity = formatPercent(coe.illiquidityPremium, 1);
  return {
    rows: [
      { label: t.costOfEquity, value, strong: true },
      bondRow,
      { label: t.equityRiskPremium, value: erp },
      {
        label: t.beta,
        value: rawBeta && rawBeta !== beta ? interpolate(t.betaWithRaw, { beta, raw: rawBeta }) : beta,
      },
      { label: t.illiquidityPremium, value: illiquidity },
    ],
    formula: interpolate(t.costOfEquityFormula, { bondYield, erp, beta, illiquidity, value }),
  };
}

/** The intrinsic and relative values an older target blends. */
function blendRows(target: TargetPrice): Row[] {
  return [
    { label: t.intrinsic, value: formatRupiah(target.intrinsic) },
    {
      label:
        target.relative.multiple === null
          ? t.relative
          : interpolate(t.relativeWithMultiple, {
              method: relativeLabels[target.relative.method],
              multiple: formatMultiple(target.relative.multiple),
            }),
      value: formatRupiah(target.relative.value),
    },
  ];
}

/**
 * How the fair values and the target were built: the method, the cost of equity with its inputs,
 * the growth assumptions, and the intrinsic and relative values the target blends.
 */
export function ValuationInputs({ valuation }: { valuation: ValuationSection }) {
  const { method, costOfEquity, growth, target } = valuation;
  // Engine 4 may keep the blend's figures while the fair value sets no target.
  const targetSet = valuation.fairValue?.targetSet ?? true;
  const coe = costOfEquity === null ? null : costOfEquityFigures(costOfEquity);
  const inputRows: Row[] = [
    { label: t.method, value: method === null ? null : methodLabels[method] },
    ...(coe === null ? [] : coe.rows),
  ];
  const hasInputs = method !== null || coe !== null || growth !== null;

  return (
    <>
      {hasInputs ? (
        <Block title={t.inputsTitle}>
          <Rows rows={inputRows} twoColumns />
          {coe ? <p className="text-xs leading-relaxed text-slate-600">{coe.formula}</p> : null}
          {growth ? (
            <p className="text-sm leading-relaxed text-slate-700">
              <span className="font-semibold text-slate-900">{t.growth}:</span> {growth.explanation}
            </p>
          ) : null}
        </Block>
      ) : null}
      {target ? (
        <Block title={t.targetTitle}>
          {/*
            Before engine 4: the two values the target blends, then the target itself. Engine 4's target
            is the fair value's base, built from the methods above; the old blend's figures would
            stand beside a target they no longer form.
          */}
          <Rows
            rows={[
              ...(target.basis === 'fair_value' ? [] : blendRows(target)),
              {
                label: t.targetPrice,
                value: target.basis === 'unavailable' || !targetSet ? t.targetUnavailable : formatRupiah(target.price),
                strong: true,
              },
            ]}
          />
          <p className="text-sm leading-relaxed text-slate-700">{target.explanation}</p>
          {target.cautions.length > 0 ? (
            <div className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <InfoIcon className="mt-0.5 size-4 shrink-0" />
              <div className="flex flex-col gap-1">
                <p className="font-semibold">{t.cautionsTitle}</p>
                <ul className="flex list-disc flex-col gap-1 pl-4">
                  {target.cautions.map((caution) => (
                    <li key={caution}>{caution}</li>
                  ))}
                </ul>
              </div>
            </div>
          ) : null}
        </Block>
      ) : null}
    </>
  );
}
