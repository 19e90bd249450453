import { escapeHtml } from '../../mail';
import { formatDateTime, formatRupiah } from '../billing-format';
import type { SimulatedTransaction } from './simulator-store';

export const SIMULATOR_METHODS = [
  { value: 'qris', label: 'QRIS' },
  { value: 'gopay', label: 'GoPay' },
  { value: 'bank_transfer', label: 'Virtual Account BCA' },
  { value: 'credit_card', label: 'Kartu kredit/debit' },
] as const;

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2ff;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(30,64,175,.15);padding:28px 22px;width:100%;max-width:420px}
  .badge{display:inline-block;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 10px;margin-bottom:12px}
  h1{margin:0 0 4px;font-size:1.4rem}p{margin:0 0 16px;color:#475569}
  .amount{font-size:2rem;font-weight:800;color:#1e3a8a;margin:8px 0 4px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px;font-size:.9rem}dt{color:#64748b}dd{margin:0;font-weight:600;word-break:break-all}
  fieldset{border:1px solid #cbd5e1;border-radius:12px;padding:12px;margin:0 0 16px}legend{font-weight:700;padding:0 6px}
  label.method{display:flex;align-items:center;gap:10px;padding:10px 4px;font-size:1rem}
  input[type=radio]{width:20px;height:20px}
  .actions{display:grid;gap:10px}
  button,a.button{display:block;text-align:center;width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;font-weight:700;cursor:pointer;text-decoration:none}
  .pay{background:#1d4ed8;color:#fff}.later{background:#e2e8f0;color:#0f172a}.fail{background:#fee2e2;color:#991b1b}
  button:focus,a.button:focus,input:focus{outline:3px solid #1d4ed8;outline-offset:2px}
  .va{font-family:ui-monospace,monospace;font-size:1.3rem;letter-spacing:.05em;background:#f1f5f9;border-radius:8px;padding:10px;text-align:center;margin:0 0 16px}
  .hint{font-size:.8rem;color:#64748b;margin:16px 0 0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>
<span class="badge">Simulator pembayaran</span>
${body}
<p class="hint">Halaman ini meniru Midtrans Snap untuk pengembangan: tidak ada uang yang berpindah.</p>
</main></body></html>`;
}

function summary(transaction: SimulatedTransaction): string {
  return `<p class="amount">${escapeHtml(formatRupiah(transaction.grossAmount))}</p>
<dl><dt>Produk</dt><dd>${escapeHtml(transaction.itemName)}</dd>
<dt>Pesanan</dt><dd>${escapeHtml(transaction.orderId)}</dd>
${transaction.customerEmail ? `<dt>Email</dt><dd>${escapeHtml(transaction.customerEmail)}</dd>` : ''}
<dt>Bayar sebelum</dt><dd>${escapeHtml(formatDateTime(new Date(transaction.expiresAt)))}</dd></dl>`;
}

/** The Snap page before a choice: pick a method, then Bayar, Tunda or Gagal. */
export function choosePage(transaction: SimulatedTransaction, action: string): string {
  const methods = SIMULATOR_METHODS.map(
    (method, index) =>
      `<label class="method"><input type="radio" name="method" value="${method.value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(method.label)}</label>`,
  ).join('');
  return page(
    'Pembayaran Telisik Premium',
    `<h1>Pembayaran</h1>${summary(transaction)}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Metode pembayaran</legend>${methods}</fieldset>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Bayar</button>
<button class="later" type="submit" name="action" value="defer">Tunda</button>
<button class="fail" type="submit" name="action" value="fail">Gagal</button>
</div></form>
<p class="hint">Bayar: pembayaran berhasil. Tunda: virtual account dibuat dan menunggu dibayar. Gagal: pembayaran ditolak.</p>`,
  );
}

/** A pending virtual account, as a bank's app would show it: pay it now, or leave it. */
export function pendingPage(
  transaction: SimulatedTransaction,
  action: string,
  returnUrl: string | null,
): string {
  return page(
    'Menunggu pembayaran',
    `<h1>Menunggu pembayaran</h1>${summary(transaction)}
<p>Transfer ke Virtual Account BCA berikut:</p>
<p class="va">${escapeHtml(transaction.vaNumber ?? '-')}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="method" value="bank_transfer">
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Bayar</button>
${returnUrl ? `<a class="button later" href="${escapeHtml(returnUrl)}">Kembali ke Telisik</a>` : ''}
</div></form>`,
  );
}

export function closedPage(transaction: SimulatedTransaction, returnUrl: string | null): string {
  const heading =
    transaction.status === 'settlement'
      ? 'Pembayaran berhasil'
      : transaction.status === 'expire'
        ? 'Batas waktu pembayaran terlewati'
        : 'Pembayaran gagal';
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>${summary(transaction)}
${returnUrl ? `<div class="actions"><a class="button pay" href="${escapeHtml(returnUrl)}">Kembali ke Telisik</a></div>` : ''}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Halaman pembayaran tidak ditemukan',
    '<h1>Halaman pembayaran tidak ditemukan</h1><p>Tautan pembayaran ini tidak dikenal.</p>',
  );
}
