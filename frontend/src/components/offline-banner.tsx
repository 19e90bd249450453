import { useOnlineStatus } from '@/hooks/use-online-status';
import { messages } from '@/i18n';
import { WifiOffIcon } from './ui/icons';

/** Offline is not signed out (PRODUCT.md): say so, and keep showing what is cached. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  // The live region stays mounted so screen readers announce the change when it happens.
  return (
    <div role="status">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm text-white">
          <WifiOffIcon className="size-4 shrink-0" />
          <span>{messages.app.offline}</span>
        </p>
      )}
    </div>
  );
}
