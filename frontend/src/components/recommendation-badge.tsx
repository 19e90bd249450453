import type { Recommendation } from '@telisik/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { recommendationTone } from '@/lib/recommendation';

/** The recommendation in its colour; `fallback` is shown (and coloured) when there is none. */
export function RecommendationBadge({
  recommendation,
  fallback,
  className,
}: {
  recommendation: Recommendation | null;
  fallback: string;
  className?: string;
}) {
  const shown = recommendation ?? fallback;
  return (
    <Badge tone={recommendationTone(shown)} className={cn('uppercase', className)}>
      {shown}
    </Badge>
  );
}
