import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@/i18n';
import { useConnectivity } from '@/lib/connectivity';
import { Button } from './ui/button';
import { WifiOffIcon } from './ui/icons';

/**
 * Offline is not signed out (PRODUCT.md): say so, and keep showing what is saved. Also shown when
 * the browser is online but the server does not answer (down, or a network that goes nowhere).
 */
export function OfflineBanner() {
  const connectivity = useConnectivity();
  const queryClient = useQueryClient();
  // The live region stays mounted so screen readers announce the change when it happens.
  return (
    <div role="status">
      {connectivity === 'online' ? null : (
        <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-slate-900 px-4 py-2 text-center text-sm text-white">
          <p className="flex items-center gap-2">
            <WifiOffIcon className="size-4 shrink-0" />
            <span>{connectivity === 'offline' ? messages.app.offline : messages.app.serverUnreachable}</span>
          </p>
          {connectivity === 'server-unreachable' ? (
            <Button
              variant="link"
              className="text-teal-200 focus-visible:outline-teal-200"
              onClick={() => void queryClient.invalidateQueries()}
            >
              {messages.common.retry}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
