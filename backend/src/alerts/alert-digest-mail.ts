import { type MailBlock, type RenderedMail, renderMail } from '../mail';
import { tanggal } from '../scoring';

export interface DigestAlert {
  ticker: string;
  title: string;
  body: string;
}

/** The one daily mail of a run: every new alert of the user, and the way out of the mail. */
export function alertDigestMail(input: {
  firstName: string | null;
  asOf: string;
  alerts: DigestAlert[];
  appUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const day = tanggal(input.asOf);
  const count = input.alerts.length;
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Halo ${input.firstName?.trim() || 'Investor'}, setelah penutupan bursa ${day} ada ${count} perubahan pada saham yang Anda pantau.`,
    },
    ...input.alerts.map((alert): MailBlock => ({ kind: 'quote', text: `${alert.title}\n${alert.body}` })),
    { kind: 'button', label: 'Buka Telisik', url: input.appUrl },
    {
      kind: 'paragraph',
      text: `Tidak ingin menerima email ini lagi? Berhenti berlangganan: ${input.unsubscribeUrl}`,
    },
  ];
  return renderMail({
    subject: `Telisik: ${count} peringatan saham setelah penutupan ${day}`,
    heading: `Peringatan saham, ${day}`,
    blocks,
  });
}
