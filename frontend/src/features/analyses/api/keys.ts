import { apiPaths } from '@/config/paths';

/** Query keys double as URLs (config/paths.ts): ['/api/analyses', id] is /api/analyses/{id}. */
export const analysesKeys = {
  all: [apiPaths.analyses] as const,
  detail: (id: string) => [apiPaths.analyses, id] as const,
};
