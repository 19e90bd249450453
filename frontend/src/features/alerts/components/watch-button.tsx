import { Button, buttonVariants } from '@/components/ui/button';
import { CheckIcon, CrownIcon, EyeIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { toastFailure } from '@/lib/toast-failure';
import { useUnwatch, useWatch, useWatchlist } from '../api/watchlist';

const t = messages.watchlist;

function showError(error: Error) {
  toastFailure(t.errorTitle, error);
}

/**
 * 'Pantau' on an analysis: adds the stock to the watchlist, or (when watched) takes it off. A free
 * user sees the upgrade path instead; the server checks Premium all the same.
 */
export function WatchButton({ ticker, isPremium }: { ticker: string; isPremium: boolean }) {
  const watchlist = useWatchlist({ enabled: isPremium });
  const watch = useWatch({
    onSuccess: (item) => toast({ title: interpolate(t.watchedTitle, { ticker: item.ticker }), description: t.watchedDescription }),
    onError: showError,
  });
  const unwatch = useUnwatch({
    onSuccess: (code) => toast({ title: interpolate(t.unwatchedTitle, { ticker: code }) }),
    onError: showError,
  });

  if (!isPremium) {
    return (
      <a href={paths.upgrade.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <CrownIcon />
        {t.watchPremium}
      </a>
    );
  }
  const watched = watchlist.data?.items.some((item) => item.ticker === ticker) ?? false;
  const busy = watch.isPending || unwatch.isPending;
  return watched ? (
    <Button
      variant="outline"
      size="sm"
      aria-pressed="true"
      aria-label={interpolate(t.unwatch, { ticker })}
      disabled={busy}
      onClick={() => unwatch.mutate(ticker)}
    >
      <CheckIcon />
      {t.watching}
    </Button>
  ) : (
    <Button variant="outline" size="sm" aria-pressed="false" disabled={busy} onClick={() => watch.mutate(ticker)}>
      <EyeIcon />
      {t.watch}
    </Button>
  );
}
