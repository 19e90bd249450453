import { SectionCard } from '@/components/ui/card';
import { messages } from '@/i18n';

const t = messages.settings.profile;

/** Name and email as the sign-in provider gave them (changed there, not here). */
export function ProfileSection({ name, email }: { name: string | null; email: string | null }) {
  return (
    <SectionCard title={t.title} description={t.description}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t.name}</dt>
        <dd className="font-medium break-all text-slate-900" data-testid="settings-name">
          {name || t.noValue}
        </dd>
        <dt className="text-slate-600">{t.email}</dt>
        <dd className="font-medium break-all text-slate-900" data-testid="settings-email">
          {email || t.noValue}
        </dd>
      </dl>
    </SectionCard>
  );
}
