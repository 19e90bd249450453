import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { shareTone, type ShareTone } from '../lib/share-tone';

const t = messages.analyses.detail.breakdown.rules;

const fill: Record<ShareTone, string> = {
  good: 'bg-green-600',
  fair: 'bg-yellow-500',
  poor: 'bg-red-600',
  none: 'bg-slate-400',
};

/** The numbers take the tone too (dark shades, 4.5:1 on white), so a 0/1 with no filled dot still reads red. */
const ink: Record<ShareTone, string> = {
  good: 'text-green-700',
  fair: 'text-yellow-800',
  poor: 'text-red-700',
  none: 'text-slate-900',
};

/** Up to this many points a rule shows one dot per point; above it, a bar. */
const MAX_DOTS = 5;

/**
 * "3/3" with dots (or a small bar for larger maxima) coloured green, yellow or red by the share of
 * the maximum. The numbers carry the meaning; the graphic only repeats it, so it is hidden from
 * assistive technology and the numbers are spoken as "3 dari 3 poin".
 */
export function PointsMeter({
  points,
  max,
  className,
  variant = 'auto',
}: {
  points: number;
  max: number;
  className?: string;
  variant?: 'auto' | 'bar';
}) {
  const tone = shareTone(points, max);
  const clamped = Math.min(Math.max(points, 0), Math.max(max, 0));
  const dots =
    variant === 'auto' && Number.isInteger(max) && Number.isInteger(points) && max > 0 && max <= MAX_DOTS;
  const spoken = interpolate(t.pointsOf, { points: formatPoints(points), max: formatPoints(max) });
  return (
    <span data-tone={tone} className={cn('inline-flex shrink-0 items-center gap-2', className)}>
      {dots ? (
        <span aria-hidden="true" className="flex gap-1">
          {Array.from({ length: max }, (_, i) => (
            <span
              key={i}
              className={cn(
                'size-2.5 rounded-full',
                i < clamped ? fill[tone] : 'bg-slate-200 ring-1 ring-slate-300 ring-inset',
              )}
            />
          ))}
        </span>
      ) : (
        <span aria-hidden="true" className="h-2 w-12 overflow-hidden rounded-full bg-slate-200">
          <span
            className={cn('block h-full rounded-full', fill[tone])}
            style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }}
          />
        </span>
      )}
      <span
        aria-hidden="true"
        className={cn('min-w-[2.25rem] text-right text-sm font-semibold tabular-nums', ink[tone])}
      >
        {interpolate(messages.common.scoreOutOf, { score: formatPoints(points), max: formatPoints(max) })}
      </span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
