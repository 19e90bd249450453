import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

type StatCardProps = {
  title: string;
  icon: ReactNode;
  /** The big figure or badge; ignored while loading. */
  value?: ReactNode;
  caption?: ReactNode;
  footer?: ReactNode;
  isLoading?: boolean;
  /** Shown instead of value and caption when the data could not be read. */
  error?: ReactNode;
  className?: string;
  /** Stable hook for browser tests. */
  testId?: string;
};

/** A dashboard summary card: a label, one figure and a caption, with its own loading state. */
export function StatCard({
  title,
  icon,
  value,
  caption,
  footer,
  isLoading,
  error,
  className,
  testId,
}: StatCardProps) {
  return (
    <Card
      data-testid={testId}
      className={cn('flex flex-col gap-2 p-4 sm:gap-3 sm:p-5', className)}
      aria-busy={isLoading || undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary sm:size-9 [&_svg]:size-5">
          {icon}
        </span>
      </div>
      {isLoading ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : error ? (
        <p className="text-sm text-red-700">{error}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <div className="text-2xl font-bold text-slate-900" data-testid={testId ? `${testId}-value` : undefined}>
            {value}
          </div>
          {caption ? <p className="text-sm text-slate-600">{caption}</p> : null}
        </div>
      )}
      {footer && !isLoading ? <div className="mt-auto">{footer}</div> : null}
    </Card>
  );
}
