import { InfoIcon } from './ui/icons';

/**
 * The stale-data line's markup. The build also renders it, with a `{text}` placeholder, into
 * index.html (vite.config.ts), where the server fills it in for a page's first paint; so it imports
 * nothing through the `@/` alias, which the build's config loader does not resolve.
 */
export function MarketDataLineView({ text }: { text: string }) {
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 border-b border-amber-200"
    >
      <InfoIcon className="size-4 shrink-0" />
      <p>{text}</p>
    </div>
  );
}
