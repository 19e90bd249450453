import type { TrackRecord, TrackRecordClassesResponse, TrackRecordResponse } from '@telisik/contract';
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

/**
 * Each recommendation's 3-month record, for the one sentence an analysis shows on its class: a few
 * hundred bytes where the whole record (useTrackRecord) is 33 KB, read and laid out for that sentence.
 */
export function useTrackRecordClasses() {
  return useQuery({
    queryKey: [apiPaths.trackRecordClasses],
    queryFn: async (): Promise<TrackRecordClassesResponse> => {
      const body = await apiGet<TrackRecordClassesResponse>(apiPaths.trackRecordClasses);
      // An answer of another shape (a server from before this read) is no record: the line is left out,
      // and the analysis around it never breaks on its evidence.
      if (!Array.isArray(body.classes)) throw new Error('The track record classes came in an unknown shape');
      return body;
    },
    staleTime: 60 * 60 * 1000,
  });
}
