import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { recommendationTone } from '../lib/recommendation';

/** The recommendation in its colour; `fallback` is shown (and coloured) when there is none. */
export function RecommendationBadge({
  recommendation,
  fallback,
  className,
}: {
  recommendation: string | null | undefined;
  fallback: string;
  className?: string;
}) {
  const text = recommendation?.trim() || fallback;
  const toneSource = recommendation?.trim() ? recommendation : fallback;
  return (
    <Badge tone={recommendationTone(toneSource)} className={cn('uppercase', className)}>
      {text}
    </Badge>
  );
}
