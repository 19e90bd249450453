import type { PositionSizingInputs } from '@telisik/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { InfoIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatInteger, formatPercent } from '@/lib/format';
import {
  parseCapital,
  RISK_LEVELS,
  RISK_PROFILES,
  sizePosition,
  type CapitalProblem,
  type RiskLevel,
} from '../lib/position-sizing';
import { sizingReading } from '../lib/position-sizing-text';
import { readSizingPreferences, saveSizingPreferences } from '../lib/sizing-preferences';

const t = messages.analyses.sizing;

/** 0,5% keeps its decimal; whole percents print without one. */
function percent(value: number): string {
  return formatPercent(value, value % 1 === 0 ? 0 : 1);
}

/**
 * Capital and risk level in, lots, stop, risk and time to sell out. Computed here from the facts the
 * analysis carries; the capital is kept in this browser only.
 */
export function PositionSizingCard({ inputs }: { inputs: PositionSizingInputs | null }) {
  const [saved] = useState(readSizingPreferences);
  const [text, setText] = useState(saved.capital === null ? '' : formatInteger(saved.capital));
  const [capital, setCapital] = useState<number | null>(saved.capital);
  const [level, setLevel] = useState<RiskLevel>(saved.level);
  const [problem, setProblem] = useState<CapitalProblem | null>(null);
  const capitalId = useId();
  const problemId = useId();
  const levelName = useId();

  if (inputs === null) {
    return (
      <SectionCard title={t.title}>
        <p className="text-sm text-slate-700">{t.unavailable.no_inputs}</p>
      </SectionCard>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = parseCapital(text);
    if (!reading.ok) {
      // A bad figure changes nothing that was saved; the result is hidden until the figure reads.
      setProblem(reading.problem);
      return;
    }
    setProblem(null);
    setCapital(reading.capital);
    setText(formatInteger(reading.capital));
    saveSizingPreferences({ capital: reading.capital, level });
  }

  function chooseLevel(next: RiskLevel) {
    setLevel(next);
    saveSizingPreferences({ capital, level: next });
  }

  const outcome = capital === null || problem !== null ? null : sizePosition(inputs, capital, level);
  const reading = outcome === null ? null : sizingReading(outcome, inputs);

  return (
    <SectionCard title={t.title} description={t.intro} data-testid="position-sizing">
      <div className="flex flex-col gap-4">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={capitalId} className="text-sm font-medium text-slate-800">
              {t.capitalLabel}
            </label>
            <div className="flex gap-2">
              <Input
                id={capitalId}
                name="capital"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t.capitalPlaceholder}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={problem !== null}
                className="aria-invalid:border-red-600"
                aria-describedby={problem !== null ? problemId : undefined}
              />
              <Button type="submit" className="shrink-0">
                {t.submit}
              </Button>
            </div>
            {problem !== null ? (
              <p id={problemId} role="alert" className="text-sm text-red-700">
                {t.problems[problem]}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{t.levelLabel}</legend>
            {/* Three side by side even on a phone: the whole box is the choice, the radio only its state. */}
            <div className="grid grid-cols-3 gap-1.5 sm:gap-2">
              {RISK_LEVELS.map((option) => {
                const { riskPercent, maxPositionPercent } = RISK_PROFILES[option];
                return (
                  <label
                    key={option}
                    className={cn(
                      'flex cursor-pointer flex-col gap-0.5 rounded-lg border px-1.5 py-2 text-center text-xs sm:px-3',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary',
                      option === level
                        ? 'border-primary bg-primary-soft text-slate-900 shadow-[inset_0_0_0_1px_var(--color-primary)]'
                        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={levelName}
                      value={option}
                      checked={option === level}
                      onChange={() => chooseLevel(option)}
                      className="sr-only"
                    />
                    <span className="text-[13px] font-semibold sm:text-sm">{t.levels[option]}</span>
                    <span>{interpolate(t.levelShortRisk, { risk: percent(riskPercent) })}</span>
                    <span>{interpolate(t.levelShortMax, { max: percent(maxPositionPercent) })}</span>
                  </label>
                );
              })}
            </div>
            <p className="text-xs text-slate-600">
              {t.levels[level]}:{' '}
              {interpolate(t.levelDescription, {
                risk: percent(RISK_PROFILES[level].riskPercent),
                max: percent(RISK_PROFILES[level].maxPositionPercent),
              })}
              .
            </p>
          </fieldset>
        </form>
        <div aria-live="polite" className="flex flex-col gap-3">
          {reading ? (
            <>
              {reading.headline ? (
                <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
                  {reading.headline}
                </p>
              ) : null}
              {reading.rows.length > 0 ? (
                <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  {reading.rows.map(([label, value]) => (
                    <div key={label} className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
                      <dt className="text-xs font-medium text-slate-600">{label}</dt>
                      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {reading.notes.length > 0 ? (
                <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
                  {reading.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
        <p className="flex gap-2 rounded-lg border border-teal-200 bg-primary-soft p-3 text-xs text-slate-700">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {t.guidance} {t.privacy}
          </span>
        </p>
      </div>
    </SectionCard>
  );
}
