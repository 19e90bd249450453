import type { Analysis } from './analysis.js';

/**
 * A public, read-only link to one analysis: POST /api/analyses/{id}/share answers one (the same
 * one again while it is live), GET /api/shares lists the owner's live links.
 */
export interface ShareLink {
  /** Unguessable (192 random bits, base64url). */
  token: string;
  /** Absolute address of the public page, `{APP_URL}/s/{token}`. */
  url: string;
  analysisId: string;
  ticker: string;
  companyName: string;
  /** 'YYYY-MM-DD' of the analysis's market data. */
  dataAsOf: string;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * GET /api/public/shares/{token} and GET /api/public/demo, signed out: an analysis as its owner sees
 * it, without anything about the owner (the analysis body holds no name or email).
 */
export interface PublicAnalysis {
  kind: 'share' | 'demo';
  analysis: Analysis;
}
