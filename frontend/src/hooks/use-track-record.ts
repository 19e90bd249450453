import type { TrackRecord, TrackRecordResponse } from '@telisik/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

export const trackRecordKey = [apiPaths.trackRecord] as const;

/** Public: the page and the analysis screen read the same record; it changes only with a deploy. */
export function useTrackRecord() {
  return useQuery({
    queryKey: trackRecordKey,
    queryFn: async (): Promise<TrackRecord> =>
      (await apiGet<TrackRecordResponse>(apiPaths.trackRecord)).trackRecord,
    staleTime: 60 * 60 * 1000,
  });
}
