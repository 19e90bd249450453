export type Delivery = 'shared' | 'copied' | 'cancelled' | 'manual';

/**
 * Hands a link to the user the way their device expects: the system share sheet on a phone or
 * tablet (Web Share API, touch as the main pointer), the clipboard on a desktop. 'manual' means
 * neither worked and the caller should show the link to copy by hand.
 */
export async function deliverLink(link: { url: string; title: string }): Promise<Delivery> {
  const touchFirst = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  if (touchFirst && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: link.title, url: link.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share sheet unavailable (e.g. not allowed here): fall back to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
