import { cn } from '@/lib/cn';

type ProgressProps = {
  value: number;
  max: number;
  /** Accessible name, e.g. the pillar it measures. */
  label: string;
  /** Spoken value, e.g. "20/25". */
  valueText?: string;
  className?: string;
  barClassName?: string;
};

/** A bar filled to value/max, announced as a progressbar with its numbers. */
export function Progress({ value, max, label, valueText, className, barClassName }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-500', barClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
