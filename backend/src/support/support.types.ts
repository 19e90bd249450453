/**
 * Bodies of the support API (mirrored in frontend/src/features/support/types.ts until the shared
 * contract package lands).
 */

export interface SupportReplyView {
  id: string;
  message: string;
  createdAt: string;
}

/** GET /api/support/requests (a list), POST /api/support/requests (one). */
export interface SupportRequestView {
  id: string;
  subject: string;
  message: string;
  /** Asked while Premium: answered first. */
  priority: boolean;
  status: 'open' | 'answered';
  createdAt: string;
  replies: SupportReplyView[];
}
