import type { FairValue, FairValueUncertainty } from '@telisik/contract';
import { useId } from 'react';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatPercent, formatRupiah } from '@/lib/format';
import { estimateWeightText, uncertaintyLabel } from '../lib/fair-value';
import { GlossaryText } from './glossary-text';

const t = messages.analyses.detail.fairValue;

const gradeTone: Record<FairValueUncertainty, string> = {
  Low: 'border-green-200 bg-green-50 text-green-800',
  Medium: 'border-teal-200 bg-primary-soft text-primary-strong',
  High: 'border-amber-200 bg-amber-50 text-amber-900',
  'Very High': 'border-red-200 bg-red-50 text-red-800',
};

/**
 * Engine 4's fair value in the valuation card: the bear–base–bull range, how uncertain it is and why,
 * and each method that applied with its value and its weight in the blend.
 */
export function FairValueBlock({ fairValue }: { fairValue: FairValue }) {
  const reasonsId = useId();
  const grade = uncertaintyLabel(fairValue.uncertainty);
  return (
    <div className="flex flex-col gap-4" data-testid="fair-value">
      <dl aria-label={t.rangeLabel} className="grid grid-cols-3 gap-2">
        {(
          [
            [t.bear, fairValue.bear, false],
            [t.base, fairValue.base, true],
            [t.bull, fairValue.bull, false],
          ] as const
        ).map(([label, value, centre]) => (
          <div
            key={label}
            className={cn(
              'flex flex-col gap-0.5 rounded-lg p-3',
              centre ? 'bg-primary-soft ring-1 ring-teal-200' : 'bg-slate-50',
            )}
          >
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900 tabular-nums sm:text-base">{formatRupiah(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{t.uncertainty}:</span>
          <span
            data-testid="uncertainty-grade"
            data-grade={fairValue.uncertainty}
            className={cn('rounded-md border px-2 py-0.5 text-xs font-bold', gradeTone[fairValue.uncertainty])}
          >
            {grade}
          </span>
        </p>
        {fairValue.uncertaintyReasons.length > 0 ? (
          <div className="flex flex-col gap-1">
            <h3 id={reasonsId} className="text-xs font-semibold text-slate-700">
              {interpolate(t.reasonsTitle, { grade: grade.toLowerCase() })}
            </h3>
            <ul aria-labelledby={reasonsId} className="flex list-disc flex-col gap-1 pl-4 text-sm text-slate-700">
              {fairValue.uncertaintyReasons.map((reason) => (
                <li key={reason}>
                  <GlossaryText text={reason} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {fairValue.estimates.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t.methodsTitle}</h3>
          <ul aria-label={t.methodsTitle} className="flex flex-col divide-y divide-slate-100">
            {fairValue.estimates.map((estimate) => (
              <li
                key={estimate.method}
                data-method={estimate.method}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-2"
              >
                <span className="text-sm font-medium text-slate-800">{t.methods[estimate.method]}</span>
                <span className="row-span-2 flex flex-col items-end text-right tabular-nums">
                  <span className="text-sm font-semibold text-slate-900">{formatRupiah(estimate.value)}</span>
                  <span className="text-xs text-slate-600">{estimateWeightText(estimate.weight)}</span>
                </span>
                <p className="text-xs leading-relaxed text-slate-600">
                  <GlossaryText text={estimate.explanation} />
                </p>
              </li>
            ))}
          </ul>
          <p className="text-xs leading-relaxed text-slate-600">
            {interpolate(t.modelValue, {
              model: formatRupiah(fairValue.modelValue),
              weight: formatPercent(fairValue.modelWeight * 100, 0),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
