import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning' | 'danger' | 'premium';

const tones: Record<BadgeTone, string> = {
  brand: 'border-teal-200 bg-teal-50 text-teal-800',
  neutral: 'border-slate-200 bg-slate-100 text-slate-700',
  success: 'border-green-200 bg-green-100 text-green-800',
  warning: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  danger: 'border-red-200 bg-red-100 text-red-800',
  premium: 'border-amber-300 bg-amber-100 text-amber-900',
};

export function Badge({
  className,
  tone = 'neutral',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
