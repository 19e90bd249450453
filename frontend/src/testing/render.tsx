import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppQueryClient, QueryProvider } from '@/app/provider';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createOfflinePersistence, type OfflineStorage } from '@/lib/query-persister';
import { memoryStorage } from './memory-storage';

/**
 * Renders `ui` as the app does: the query client with its saved copy (in `storage`, in memory;
 * pass the same one to two renders to play a reload), notices, and a router at `path` in memory.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', storage = memoryStorage() }: { path?: string; storage?: OfflineStorage } = {},
) {
  const queryClient = createAppQueryClient();
  // Saved at once, so a test can "reload" right after the data arrived.
  const persistence = createOfflinePersistence(storage, { throttleTime: 0 });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryProvider queryClient={queryClient} persistence={persistence}>
      <TooltipProvider>
        <Router hook={location.hook}>{ui}</Router>
        <Toaster />
      </TooltipProvider>
    </QueryProvider>,
  );
  return { ...result, queryClient, location, persistence };
}
