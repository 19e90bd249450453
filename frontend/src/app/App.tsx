import { MarketDataBanner } from '@/components/market-data-banner';
import { OfflineBanner } from '@/components/offline-banner';
import { ReloadPrompt } from '@/components/reload-prompt';
import { useOfflineWarmUp } from '@/features/analyses/offline-warm-up';
import { useAuth } from '@/features/auth/api/get-user';
import { messages } from '@/i18n';
import { HashScreens } from './hash-screens';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Keeps what a signed-in reader needs offline on the device, on whichever screen they are. */
function OfflineWarmUp() {
  const auth = useAuth();
  useOfflineWarmUp(auth.status === 'signed-in' ? auth.user : null);
  return null;
}

export function App() {
  return (
    <AppProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary focus:shadow-lg"
      >
        {messages.app.skipToContent}
      </a>
      <OfflineBanner />
      <MarketDataBanner />
      <AppRouter />
      <HashScreens />
      <ReloadPrompt />
      <OfflineWarmUp />
    </AppProvider>
  );
}
