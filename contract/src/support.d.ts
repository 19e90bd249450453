/** The team's answer to a support request. */
export interface SupportReply {
  id: string;
  message: string;
  createdAt: string;
}

/** The items of GET /api/support/requests (newest first) and the answer of POST /api/support/requests. */
export interface SupportRequest {
  id: string;
  subject: string;
  message: string;
  /** Asked while Premium: answered first. */
  priority: boolean;
  status: 'open' | 'answered';
  createdAt: string;
  replies: SupportReply[];
}

/** POST /api/support/requests ('Bantuan'): subject 3–150 characters, message 10–5000. */
export interface NewSupportRequest {
  subject: string;
  message: string;
}
