import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon, CrownIcon, SpinnerIcon, XIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { interpolate, messages } from '@/i18n';
import { isUnauthorizedError } from '@/lib/api-client';
import { notifyUnauthorizedAndRedirect } from '@/lib/auth-redirect';
import { formatRupiah, formatWibDate } from '@/lib/format';
import { navigateAway } from '@/lib/navigation';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateOrder } from '../api/create-order';
import { useSubscription } from '../api/get-subscription';

const t = messages.billing.upgrade;

/**
 * What Premium includes, its price, and the button to the payment page (Midtrans Snap, or the
 * simulator in development). For a Premium user it is the renewal: 30 more days from the end.
 * A native modal <dialog>: focus stays inside, Escape and the close button dismiss it.
 */
export function UpgradeDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subscription = useSubscription();
  const createOrder = useCreateOrder({
    onRedirect: navigateAway,
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        notifyUnauthorizedAndRedirect();
        return;
      }
      toastFailure(t.errorTitle, error);
    },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers without modal dialogs (and jsdom) still show it, just without the backdrop.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
      return () => dialog.close();
    }
    dialog.setAttribute('open', '');
    return () => dialog.removeAttribute('open');
  }, []);

  // Back from the payment page through the browser's back-forward cache: the page is restored as
  // it was left, busy button included; make it usable again.
  const { reset } = createOrder;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const data = subscription.data;
  const renewing = data?.isPremium === true && data.premiumUntil !== null;
  const price = data ? formatRupiah(data.price.amount) : '';
  const pending = createOrder.isPending;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-amber-100 text-amber-800 [&_svg]:size-5">
              <CrownIcon />
            </span>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {renewing ? t.renewTitle : t.title}
            </h2>
          </div>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t.close} disabled={pending}>
            <XIcon />
          </Button>
        </div>

        {data ? (
          <>
            <div className="flex flex-col gap-1">
              <p className="flex items-baseline gap-1">
                <span className="text-3xl font-extrabold text-slate-900" data-testid="premium-price">
                  {price}
                </span>
                <span className="text-sm text-slate-600">
                  {interpolate(messages.billing.perPeriod, { days: data.price.periodDays })}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                {renewing
                  ? interpolate(t.renewDescription, {
                      days: data.price.periodDays,
                      date: formatWibDate(data.premiumUntil!),
                    })
                  : interpolate(t.description, { days: data.price.periodDays })}
              </p>
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t.includesTitle}</h3>
              <ul className="grid gap-2 text-sm text-slate-700">
                {t.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            {data.openOrder ? (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t.resumeNote}</p>
            ) : null}
            <Button size="lg" className="w-full" disabled={pending} onClick={() => createOrder.mutate()}>
              {pending ? (
                <>
                  <SpinnerIcon className="animate-spin" aria-hidden="true" />
                  {t.pending}
                </>
              ) : data.openOrder ? (
                t.resume
              ) : (
                interpolate(t.pay, { price })
              )}
            </Button>
            <p className="text-xs text-slate-500">
              {t.methods} {t.secure}
            </p>
          </>
        ) : subscription.isError ? (
          <p className="text-sm text-red-700">{t.loadError}</p>
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-4 w-64" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </div>
    </dialog>
  );
}
