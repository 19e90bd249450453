import { cn } from '@/lib/cn';
import { messages } from '@/i18n';

/** The Telisik mark: a magnifier over a candlestick (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="64" height="64" rx="14" fill="#0F766E" />
      <path d="M28 15v26" stroke="#CCFBF1" strokeWidth="3" strokeLinecap="round" />
      <rect x="22.5" y="21" width="11" height="13" rx="2" fill="#fff" />
      <circle cx="28" cy="28" r="16" fill="none" stroke="#fff" strokeWidth="5" />
      <path d="M40 40l11 11" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and name; the caller decides whether it is a link. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900',
        className,
      )}
    >
      <LogoMark />
      {messages.app.name}
    </span>
  );
}
