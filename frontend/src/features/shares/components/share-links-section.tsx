import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatCalendarDate, formatDateTime } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { useRevokeShare, useShareLinks } from '../api/shares';
import { deliverLink } from '@/lib/deliver-link';

const t = messages.analyses.share;

/** Settings: the analyses the user has shared, each with its link to copy and a way to revoke it. */
export function ShareLinksSection() {
  const links = useShareLinks();
  const revoke = useRevokeShare();

  function revokeLink(token: string, ticker: string) {
    revoke.mutate(token, {
      onSuccess: () =>
        toast({ title: t.revokedTitle, description: interpolate(t.revokedDescription, { ticker }) }),
      onError: (error) => toastFailure(t.revokeErrorTitle, error),
    });
  }

  async function copy(url: string, title: string) {
    const delivery = await deliverLink({ url, title });
    if (delivery === 'copied') toast({ title: t.copiedTitle, description: t.copiedDescription });
    if (delivery === 'manual') toast({ title: t.manualTitle, description: url });
  }

  return (
    <SectionCard title={t.linksTitle} description={t.linksDescription}>
      {links.isError ? (
        <p className="text-sm text-red-700">{t.linksLoadError}</p>
      ) : links.data?.length === 0 ? (
        <p className="text-sm text-slate-600">{t.linksEmpty}</p>
      ) : (
        <ul aria-label={t.linksTitle} className="flex flex-col divide-y divide-slate-200">
          {(links.data ?? []).map((link) => (
            <li
              key={link.token}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold text-slate-900">
                  {link.ticker} <span className="font-normal text-slate-600">· {link.companyName}</span>
                </span>
                <span className="text-xs text-slate-600">
                  {interpolate(t.dataAsOf, { date: formatCalendarDate(link.dataAsOf) ?? link.dataAsOf })},{' '}
                  {interpolate(t.sharedOn, { date: formatDateTime(link.createdAt) ?? link.createdAt })}
                </span>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  href={paths.shared.getHref(link.token)}
                  className="text-sm font-medium text-primary underline-offset-2 hover:underline self-center"
                >
                  {t.open}
                </Link>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void copy(link.url, `${link.ticker} · ${link.companyName}`)}
                >
                  {t.copy}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${t.revoke} ${link.ticker}`}
                  disabled={revoke.isPending && revoke.variables === link.token}
                  onClick={() => revokeLink(link.token, link.ticker)}
                >
                  {revoke.isPending && revoke.variables === link.token ? t.revoking : t.revoke}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
