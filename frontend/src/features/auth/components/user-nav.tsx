import type { LogoutResult, User } from '@telisik/contract';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { LogOutIcon, SettingsIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { apiPost } from '@/lib/api-client';
import { navigateAway } from '@/lib/navigation';
import { useClearOfflineData } from '@/lib/offline-data';

const t = messages.dashboard.header;

/** First name, else email: how the header names the user (SPEC §2). */
export function displayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email?.trim() || '';
}

/** Profile picture, name, settings and sign-out links for the signed-in header. */
export function UserNav({ user }: { user: User }) {
  const name = displayName(user);
  const clearOfflineData = useClearOfflineData();

  // A plain link, so it works before the script runs (it opens the backend's confirmation page,
  // whose button signs out). With the script, the user's saved data is cleared first, so a shared
  // device shows nothing of theirs afterwards, online or not; then the sign-out is posted (a GET
  // never signs out: another site could trigger one) and the browser goes where the backend says.
  async function logout(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click opens the confirmation page elsewhere: clear all the same, leave this page.
    const sameTab =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (sameTab) event.preventDefault();
    const href = event.currentTarget.href;
    try {
      await clearOfflineData();
    } finally {
      if (sameTab) {
        const target = await apiPost<LogoutResult>(href, {}).then(
          (result) => result.redirectTo,
          // Offline or refused: the confirmation page still lets the user sign out.
          () => href,
        );
        navigateAway(target);
      }
    }
  }

  return (
    <nav aria-label={t.accountLabel} className="flex items-center gap-1 sm:gap-2">
      <div className="flex min-w-0 items-center gap-2 pr-1">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt={interpolate(t.profileImageAlt, { name })}
            width={32}
            height={32}
            referrerPolicy="no-referrer"
            className="size-8 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
          />
        ) : null}
        <span className="max-w-[7rem] truncate text-sm font-medium text-slate-800 sm:max-w-[12rem]">
          {name}
        </span>
      </div>
      <Link href={paths.settings.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <SettingsIcon />
        <span className="sr-only sm:not-sr-only">{t.settings}</span>
      </Link>
      <a
        href={paths.logout.getHref()}
        onClick={(event) => void logout(event)}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <LogOutIcon />
        <span>{t.logout}</span>
      </a>
    </nav>
  );
}
