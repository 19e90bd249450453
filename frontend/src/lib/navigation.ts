/** A full-page navigation (sign-in and sign-out are served by the backend, not the client router). */
export function navigateAway(href: string): void {
  window.location.href = href;
}
