import { MarketDataBanner } from '@/components/market-data-banner';
import { OfflineBanner } from '@/components/offline-banner';
import { ReloadPrompt } from '@/components/reload-prompt';
import { messages } from '@/i18n';
import { HashScreens } from './hash-screens';
import { AppProvider } from './provider';
import { AppRouter } from './router';

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
    </AppProvider>
  );
}
