import { cn } from '@/lib/cn';
import { messages } from '@/i18n';
import { InfoIcon } from './ui/icons';

/**
 * The analysis is information, not investment advice: Indonesian rules reserve advice for licensed
 * advisers (PRODUCT.md). Shown on every analysis page and in the landing footer.
 */
export function Disclaimer({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <aside
      aria-label={messages.disclaimer.title}
      className={cn(
        'flex gap-3 rounded-lg border p-4 text-sm',
        tone === 'light'
          ? 'border-amber-200 bg-amber-50 text-amber-950'
          : 'border-slate-700 bg-slate-800/60 text-slate-300',
        className,
      )}
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{messages.disclaimer.title}.</strong> {messages.disclaimer.body}
      </p>
    </aside>
  );
}
