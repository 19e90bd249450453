import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Analysis, CreateAnalysisInput } from '../types';
import { analysesKeys } from './keys';

export function createAnalysis(input: CreateAnalysisInput): Promise<Analysis> {
  return apiPost<Analysis>('/api/analyses', input);
}

type UseCreateAnalysisOptions = {
  onSuccess?: (analysis: Analysis, input: CreateAnalysisInput) => void;
  onError?: (error: Error, input: CreateAnalysisInput) => void;
};

/**
 * Runs an analysis. On success the history list is refetched and the new analysis is cached, so
 * opening it needs no second request. Callers add their own follow-ups (the quota, navigation).
 */
export function useCreateAnalysis({ onSuccess, onError }: UseCreateAnalysisOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    onSuccess: (analysis, input) => {
      queryClient.setQueryData(analysesKeys.detail(analysis.id), analysis);
      void queryClient.invalidateQueries({ queryKey: analysesKeys.all, exact: true });
      onSuccess?.(analysis, input);
    },
    onError: (error, input) => {
      onError?.(error, input);
    },
  });
}
