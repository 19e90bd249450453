import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { userKeys } from '@/features/auth/api/get-user';
import { errorStatus } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

/** Builds the app's query client: a 401 on any read means the session may be gone, so re-check it. */
export function createAppQueryClient() {
  const queryClient = createQueryClient({
    onQueryError: (error, queryKey) => {
      if (errorStatus(error) !== 401 || queryKey[0] === userKeys.all[0]) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  return queryClient;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
