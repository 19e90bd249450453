const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0fdfa;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,118,110,.15);padding:32px 24px;width:100%;max-width:400px}
  h1{margin:0 0 4px;font-size:1.5rem;color:#0f766e}p{margin:0 0 24px;color:#475569;font-size:.95rem}
  label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;padding:12px;border:1px solid #94a3b8;border-radius:10px;font-size:1rem}
  input:focus,button:focus{outline:3px solid #0f766e;outline-offset:2px}
  button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:10px;background:#0f766e;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  .error{color:#b91c1c;margin-top:12px;font-weight:600}.hint{font-size:.8rem;color:#64748b;margin-top:16px}
  .legal{font-size:.85rem;margin:16px 0 0}.legal a{color:#0f766e;font-weight:600}`;

export function signInPage(input: { uid: string; email?: string; firstName?: string; error?: string }): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Masuk ke Telisik</title><style>${styles}</style></head><body><main>
<h1>Masuk ke Telisik</h1><p>Masuk dengan email Anda untuk mulai menganalisis saham.</p>
<form method="post" action="/oidc/interaction/${encodeURIComponent(input.uid)}/login" autocomplete="on">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autofocus autocomplete="email" value="${escapeHtml(input.email ?? '')}">
<label for="firstName">Nama depan (opsional)</label>
<input id="firstName" name="firstName" type="text" autocomplete="given-name" maxlength="200" value="${escapeHtml(input.firstName ?? '')}">
${error}
<button type="submit">Masuk</button>
</form>
<p class="legal">Dengan masuk, Anda menyetujui <a href="/syarat-ketentuan">Syarat &amp; Ketentuan</a> dan <a href="/kebijakan-privasi">Kebijakan Privasi</a> Telisik.</p>
<p class="hint">Halaman masuk bawaan untuk pengembangan: tidak ada kata sandi.</p>
</main></body></html>`;
}

/** The logout page's only script; the Content-Security-Policy allows exactly it, by hash. */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/** oidc-provider's logout confirmation, submitted at once: the user already chose to log out in the app. */
export function logoutPage(form: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Keluar dari Telisik</title><style>${styles}</style></head><body><main>
<h1>Keluar</h1><p>Sedang keluar dari Telisik…</p>
${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">Lanjutkan</button>
<script>${LOGOUT_SCRIPT}</script>
</main></body></html>`;
}
