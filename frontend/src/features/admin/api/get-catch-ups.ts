import type { AdminCatchUp } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getCatchUps(): Promise<AdminCatchUp[]> {
  return apiGet<AdminCatchUp[]>(`${apiPaths.admin}/market-data/catch-ups?limit=30`);
}

export function useCatchUps({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.catchUps, queryFn: getCatchUps }), enabled });
}
