import { messages } from '../common/messages';

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0fdfa;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,118,110,.15);padding:32px 24px;width:100%;max-width:400px}
  h1{margin:0 0 8px;font-size:1.5rem;color:#0f766e}p{margin:0 0 24px;color:#475569;font-size:.95rem}
  a{display:block;text-align:center;padding:12px;border-radius:10px;font-size:1rem;font-weight:600;text-decoration:none;margin-top:12px}
  a:focus{outline:3px solid #0f766e;outline-offset:2px}
  .primary{background:#0f766e;color:#fff}.secondary{color:#0f766e;border:1px solid #0f766e}`;

/**
 * Asked of a browser sent to /api/logout by another site. Both choices are links of this app, so
 * following one is a same-origin navigation: "Keluar" signs out at once, the other goes home.
 */
export function logoutConfirmationPage(): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${messages.logoutConfirmTitle}</title><style>${styles}</style></head><body><main>
<h1>${messages.logoutConfirmTitle}</h1><p>${messages.logoutConfirmText}</p>
<a class="primary" href="/api/logout">${messages.logoutConfirmButton}</a>
<a class="secondary" href="/">${messages.logoutCancel}</a>
</main></body></html>`;
}
