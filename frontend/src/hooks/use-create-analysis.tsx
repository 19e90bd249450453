import type { Analysis, CreateAnalysisRequest } from '@telisik/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { apiPaths, paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { apiPost, errorStatus, failureMessage, isUnauthorizedError } from '@/lib/api-client';
import { notifyUnauthorizedAndRedirect } from '@/lib/auth-redirect';
import { analysesKeys } from '@/lib/analyses-keys';

export function createAnalysis(input: CreateAnalysisRequest): Promise<Analysis> {
  return apiPost<Analysis>(apiPaths.analyses, input);
}

/**
 * Runs an analysis, and is the one place that says what follows (SPEC §4). Success: the new
 * analysis is cached (opening it needs no second request), the history and the quota it used up
 * are refetched, a notice says so and the analysis opens. Failure: a signed-out user is told and
 * sent to sign in; anything else is an error notice. Callers only reset their own inputs.
 */
export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: createAnalysis,
    onSuccess: (analysis, input) => {
      queryClient.setQueryData(analysesKeys.detail(analysis.id), analysis);
      void queryClient.invalidateQueries({ queryKey: analysesKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: analysesKeys.lists });
      void queryClient.invalidateQueries({ queryKey: [apiPaths.quota] });
      toast({
        title: messages.toast.createSuccessTitle,
        description: interpolate(messages.toast.createSuccessDescription, {
          ticker: analysis.ticker || input.ticker,
        }),
      });
      navigate(paths.analysis.getHref(analysis.id));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        notifyUnauthorizedAndRedirect();
        return;
      }
      const description = failureMessage(error);
      // Out of free analyses (403): the way on is Premium, one tap from the notice.
      const outOfQuota = errorStatus(error) === 403;
      toast({
        title: messages.toast.createErrorTitle,
        description: description || messages.toast.createErrorFallback,
        variant: 'destructive',
        ...(outOfQuota
          ? {
              duration: 15_000,
              action: (
                <ToastAction altText={messages.toast.upgradeAlt} asChild>
                  <a href={paths.upgrade.getHref()}>{messages.toast.upgrade}</a>
                </ToastAction>
              ),
            }
          : {}),
      });
    },
  });
}
