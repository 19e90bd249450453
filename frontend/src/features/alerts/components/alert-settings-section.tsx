import type { AlertSettings } from '@telisik/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/i18n';
import { toastFailure } from '@/lib/toast-failure';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { PushToggle } from './push-toggle';

const t = messages.alertSettings;

/**
 * Settings: the daily alert mail on or off, push on this device, and when a score or price move is
 * worth an alert.
 */
export function AlertSettingsSection() {
  const settings = useAlertSettings();
  return (
    <SectionCard id="peringatan" title={t.title} description={t.description}>
      {settings.data ? (
        <div className="flex flex-col gap-5">
          <PushToggle pushEnabled={settings.data.pushEnabled} />
          <SettingsForm initial={settings.data} />
        </div>
      ) : settings.isError ? (
        <p className="text-sm text-red-700">{t.loadError}</p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </SectionCard>
  );
}

function SettingsForm({ initial }: { initial: AlertSettings }) {
  const mailId = useId();
  const scoreId = useId();
  const priceId = useId();
  const [form, setForm] = useState<AlertSettings>(initial);
  const save = useSaveAlertSettings({
    onSuccess: () => toast({ title: t.saved }),
    onError: (error) => toastFailure(t.errorTitle, error),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Push is the device toggle's (PushToggle), not this form's: leave it as the server has it.
    save.mutate({
      mailEnabled: form.mailEnabled,
      scorePoints: form.scorePoints,
      pricePercent: form.pricePercent,
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t.title}>
      <label htmlFor={mailId} className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          id={mailId}
          type="checkbox"
          className="size-4 accent-teal-700"
          checked={form.mailEnabled}
          onChange={(event) => setForm({ ...form, mailEnabled: event.target.checked })}
        />
        {t.mail}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={scoreId} className="text-sm font-medium text-slate-800">
            {t.scorePoints}
          </label>
          <Input
            id={scoreId}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            step={1}
            value={form.scorePoints}
            onChange={(event) => setForm({ ...form, scorePoints: Number(event.target.value) })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={priceId} className="text-sm font-medium text-slate-800">
            {t.pricePercent}
          </label>
          <Input
            id={priceId}
            type="number"
            inputMode="numeric"
            min={1}
            max={35}
            step={1}
            value={form.pricePercent}
            onChange={(event) => setForm({ ...form, pricePercent: Number(event.target.value) })}
          />
        </div>
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
