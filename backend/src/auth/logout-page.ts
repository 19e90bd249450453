import { messages } from '../common/messages';

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0fdfa;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,118,110,.15);padding:32px 24px;width:100%;max-width:400px}
  h1{margin:0 0 8px;font-size:1.5rem;color:#0f766e}p{margin:0 0 24px;color:#475569;font-size:.95rem}
  a,button{display:block;width:100%;text-align:center;padding:12px;border-radius:10px;font:inherit;font-size:1rem;font-weight:600;text-decoration:none;margin-top:12px;border:0;cursor:pointer}
  a:focus,button:focus{outline:3px solid #0f766e;outline-offset:2px}
  .primary{background:#0f766e;color:#fff}.secondary{color:#0f766e;border:1px solid #0f766e}`;

/**
 * GET /api/logout: signing out is a POST, so this page asks first. "Keluar" posts the form (a
 * same-origin write, with no body); the other choice goes home.
 */
export function logoutConfirmationPage(): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${messages.logoutConfirmTitle}</title><style>${styles}</style></head><body><main>
<h1>${messages.logoutConfirmTitle}</h1><p>${messages.logoutConfirmText}</p>
<form method="post" action="/api/logout"><button class="primary" type="submit">${messages.logoutConfirmButton}</button></form>
<a class="secondary" href="/">${messages.logoutCancel}</a>
</main></body></html>`;
}
