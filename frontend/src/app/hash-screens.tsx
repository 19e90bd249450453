import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/api/get-user';
import { clearLocationHash, useLocationHash } from '@/hooks/use-location-hash';
import { takeAfterSignIn } from '@/lib/after-sign-in';

const UpgradeDialog = lazy(() =>
  import('@/features/billing/components/upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })),
);

/**
 * The spec's in-page anchors: '#upgrade' ('Upgrade ke Premium') opens the upgrade dialog over
 * whatever screen the user is on; '#settings' opens the settings page.
 */
export function HashScreens() {
  const hash = useLocationHash();
  const auth = useAuth();
  const [, navigate] = useLocation();

  // 'Mulai Premium' signed the user in: the upgrade it was for opens now.
  useEffect(() => {
    if (auth.status !== 'signed-in') return;
    const next = takeAfterSignIn();
    if (next) window.location.hash = next;
  }, [auth.status]);

  useEffect(() => {
    if (hash === paths.settingsAnchor.hash && auth.status === 'signed-in')
      navigate(paths.settings.getHref(), { replace: true });
  }, [hash, auth.status, navigate]);

  if (hash !== paths.upgrade.hash || auth.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog onClose={clearLocationHash} />
    </Suspense>
  );
}
