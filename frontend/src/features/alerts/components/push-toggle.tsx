import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { useConnectivity } from '@/lib/connectivity';
import { alertSettingsKeys } from '../api/alert-settings';
import { browserPush, currentSubscription, subscribeDevice, unsubscribeDevice, type PushBrowser } from '../api/push';

const t = messages.alertSettings.push;

export type PushToggleState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * 'Notifikasi push' for this device. The browser's permission is asked only when the user turns it
 * on, never on load; on subscribes with the app's key and registers the device, off unsubscribes
 * and removes it. Says plainly when the browser cannot, when notifications are blocked (and how to
 * allow them) and when the device is offline.
 */
export function PushToggle({ pushEnabled, browser: given }: { pushEnabled: boolean; browser?: PushBrowser | null }) {
  const id = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const offline = useConnectivity() === 'offline';
  const [browser] = useState(() => (given === undefined ? browserPush() : given));
  const [state, setState] = useState<PushToggleState>(() =>
    !browser?.notifications ? 'unsupported' : browser.notifications.permission === 'denied' ? 'denied' : 'checking',
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!browser?.notifications || browser.notifications.permission === 'denied') return;
    let live = true;
    currentSubscription(browser)
      .then((subscription) => live && setState(subscription && pushEnabled ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [browser, pushEnabled]);

  async function change(on: boolean) {
    if (!browser?.notifications) return;
    setBusy(true);
    try {
      if (on) {
        const permission =
          browser.notifications.permission === 'granted' ? 'granted' : await browser.notifications.requestPermission();
        if (permission === 'denied') {
          setState('denied');
          return;
        }
        // Dismissed without a choice: nothing changes, and the user may ask again.
        if (permission !== 'granted') return;
        await subscribeDevice(browser);
        setState('on');
        toast({ title: t.enabled });
      } else {
        await unsubscribeDevice(browser);
        setState('off');
        toast({ title: t.disabled });
      }
      void queryClient.invalidateQueries({ queryKey: alertSettingsKeys.all });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: isNetworkError(error) ? messages.errors.network : error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const hint =
    state === 'unsupported'
      ? t.unsupported
      : state === 'denied'
        ? t.denied
        : offline
          ? t.offline
          : busy
            ? state === 'on'
              ? t.disabling
              : t.enabling
            : state === 'on'
              ? t.on
              : t.description;

  return (
    <div className="flex flex-col gap-1" data-testid="push-toggle" data-state={state}>
      <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          className="size-4 accent-teal-700"
          checked={state === 'on'}
          disabled={state === 'checking' || state === 'unsupported' || state === 'denied' || busy || offline}
          onChange={(event) => void change(event.target.checked)}
        />
        {t.label}
      </label>
      <p id={hintId} className={state === 'denied' || state === 'unsupported' ? 'text-sm text-amber-800' : 'text-sm text-slate-600'}>
        {hint}
      </p>
    </div>
  );
}
