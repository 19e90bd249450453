import { useEffect } from 'react';
import { messages } from '@/i18n';

const BASE_TITLE = `${messages.app.name} — ${messages.app.tagline}`;

/** Names the browser tab (and the history entry) after the screen; no title means the product's. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${messages.app.name}` : BASE_TITLE;
  }, [title]);
}
