/**
 * Bodies of the support API, mirrored from backend/src/support/support.types.ts until the shared
 * contract package (@telisik/contract) holds them.
 */

export type SupportReply = {
  id: string;
  message: string;
  createdAt: string;
};

/** GET /api/support/requests (a list) and POST /api/support/requests (one). */
export type SupportRequest = {
  id: string;
  subject: string;
  message: string;
  priority: boolean;
  status: 'open' | 'answered';
  createdAt: string;
  replies: SupportReply[];
};

export type CreateSupportRequestInput = {
  subject: string;
  message: string;
};
