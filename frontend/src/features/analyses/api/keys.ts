/**
 * Query keys double as URLs: the default query function GETs the key parts joined with '/'
 * (SPEC §7), so ['/api/analyses', id] is /api/analyses/{id}.
 */
export const analysesKeys = {
  all: ['/api/analyses'] as const,
  detail: (id: string) => ['/api/analyses', id] as const,
};
