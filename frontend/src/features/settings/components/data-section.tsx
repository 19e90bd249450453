import { useId, useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DownloadIcon, SpinnerIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';
import { navigateAway } from '@/lib/navigation';
import { useClearOfflineData } from '@/lib/offline-data';
import { toastFailure } from '@/lib/toast-failure';
import { useDeleteAccount } from '../api/delete-account';

const t = messages.settings.data;

/** Export my data (a JSON download) and delete my account (typed confirmation, then signed out). */
export function DataSection({ isPremium }: { isPremium: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  const confirmId = useId();
  const clearOfflineData = useClearOfflineData();
  const remove = useDeleteAccount({
    onSuccess: () => {
      toast({ title: t.deletedTitle, description: t.deletedDescription });
      // Nothing of this account may stay on the device.
      void clearOfflineData().finally(() => navigateAway(paths.home.getHref()));
    },
    onError: (error) => {
      toastFailure(t.deleteErrorTitle, error);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.mutate(word.trim());
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <a
            href={paths.accountExport.getHref()}
            download
            className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}
          >
            <DownloadIcon />
            {t.export}
          </a>
          <p className="text-sm text-slate-600">{t.exportDescription}</p>
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-5">
          <p className="text-sm text-slate-600">{t.deleteDescription}</p>
          {isPremium ? <p className="text-sm font-medium text-red-700">{t.premiumWarning}</p> : null}
          {confirming ? (
            <form
              onSubmit={submit}
              className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
              aria-label={t.deleteConfirmTitle}
            >
              <p className="font-semibold text-red-900">{t.deleteConfirmTitle}</p>
              <label htmlFor={confirmId} className="text-sm text-red-900">
                {t.deleteConfirmLabel}
              </label>
              <Input
                id={confirmId}
                value={word}
                onChange={(event) => setWord(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                disabled={remove.isPending}
              />
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  type="submit"
                  className="bg-red-700 hover:bg-red-800"
                  disabled={remove.isPending || word.trim() !== t.deleteConfirmWord}
                >
                  {remove.isPending ? (
                    <>
                      <SpinnerIcon className="animate-spin" aria-hidden="true" />
                      {t.deleting}
                    </>
                  ) : (
                    t.deleteConfirm
                  )}
                </Button>
                <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                  {t.deleteCancel}
                </Button>
              </div>
            </form>
          ) : (
            <Button
              variant="outline"
              className="w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-fit"
              onClick={() => setConfirming(true)}
            >
              {t.delete}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
