import { renderMail, type MailBlock, type RenderedMail } from '../mail';
import type { CompanyDetails } from './billing-config';
import { formatDate, formatDateTime, formatRupiah } from './billing-format';

export interface ReceiptDetails {
  receiptNumber: string;
  orderId: string;
  paidAt: Date;
  amount: number;
  itemName: string;
  paymentMethod: string | null;
  periodStart: Date;
  periodEnd: Date;
  customerName: string | null;
  customerEmail: string | null;
  company: CompanyDetails;
}

const greeting = (name: string | null): MailBlock => ({
  kind: 'paragraph',
  text: `Halo ${name?.trim() || 'Investor'},`,
});

export function receiptMail(receipt: ReceiptDetails, links: { receiptUrl: string }): RenderedMail {
  const seller = [
    receipt.company.name,
    receipt.company.address,
    receipt.company.taxId ? `NPWP ${receipt.company.taxId}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return renderMail({
    subject: `Kuitansi ${receipt.receiptNumber}: Telisik Premium`,
    heading: 'Terima kasih, pembayaran Anda kami terima',
    blocks: [
      greeting(receipt.customerName),
      {
        kind: 'paragraph',
        text: `Telisik Premium Anda aktif hingga ${formatDate(receipt.periodEnd)}. Berikut kuitansi pembayaran Anda.`,
      },
      {
        kind: 'details',
        rows: [
          ['Nomor kuitansi', receipt.receiptNumber],
          ['Tanggal bayar', formatDateTime(receipt.paidAt)],
          ['Produk', receipt.itemName],
          ['Periode', `${formatDate(receipt.periodStart)} – ${formatDate(receipt.periodEnd)}`],
          ['Jumlah', formatRupiah(receipt.amount)],
          ['Metode pembayaran', receipt.paymentMethod ?? '-'],
          ['Nomor pesanan', receipt.orderId],
        ],
      },
      { kind: 'paragraph', text: `Diterbitkan oleh:\n${seller}` },
      { kind: 'button', label: 'Lihat dan cetak kuitansi', url: links.receiptUrl },
    ],
  });
}

export function renewalReminderMail(input: {
  name: string | null;
  premiumUntil: Date;
  price: number;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Premium Anda berakhir pada ${formatDate(input.premiumUntil)}`,
    heading: 'Premium Anda segera berakhir',
    blocks: [
      greeting(input.name),
      {
        kind: 'paragraph',
        text: `Telisik Premium Anda berakhir pada ${formatDateTime(input.premiumUntil)}. Perpanjang sekarang agar analisis tanpa batas tidak terputus: 30 hari tambahan dihitung dari tanggal berakhir, jadi tidak ada hari yang hilang.`,
      },
      { kind: 'details', rows: [['Harga', `${formatRupiah(input.price)} / 30 hari`]] },
      { kind: 'button', label: 'Perpanjang Premium', url: input.settingsUrl },
      {
        kind: 'paragraph',
        text: 'Jika tidak diperpanjang, akun Anda kembali ke paket Free. Semua analisis Anda tetap tersimpan.',
      },
    ],
  });
}

export function premiumEndedMail(input: {
  name: string | null;
  endedAt: Date;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: 'Premium Anda telah berakhir',
    heading: 'Akun Anda kembali ke paket Free',
    blocks: [
      greeting(input.name),
      {
        kind: 'paragraph',
        text: `Telisik Premium Anda berakhir pada ${formatDateTime(input.endedAt)}. Semua analisis Anda tetap tersimpan dan bisa dibuka kapan saja.`,
      },
      { kind: 'button', label: 'Aktifkan Premium lagi', url: input.settingsUrl },
    ],
  });
}

export function paymentReversedMail(input: {
  name: string | null;
  orderId: string;
  amount: number;
  reason: 'refunded' | 'charged_back' | 'cancelled';
  settingsUrl: string;
}): RenderedMail {
  const what = {
    refunded: 'dikembalikan (refund)',
    charged_back: 'ditarik kembali (chargeback)',
    cancelled: 'dibatalkan',
  }[input.reason];
  return renderMail({
    subject: `Pembayaran ${input.orderId} ${what}`,
    heading: 'Pembayaran Premium Anda dibatalkan',
    blocks: [
      greeting(input.name),
      {
        kind: 'paragraph',
        text: `Pembayaran ${formatRupiah(input.amount)} untuk pesanan ${input.orderId} telah ${what}, sehingga periode Premium dari pesanan ini kami tarik kembali.`,
      },
      { kind: 'button', label: 'Lihat langganan Anda', url: input.settingsUrl },
    ],
  });
}
