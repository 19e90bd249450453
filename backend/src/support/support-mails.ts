import { renderMail, type RenderedMail } from '../mail';

export function supportRequestMail(input: {
  requestId: string;
  subject: string;
  message: string;
  priority: boolean;
  userEmail: string | null;
  userName: string | null;
  adminUrl: string;
}): RenderedMail {
  const tag = input.priority ? '[Prioritas]' : '[Bantuan]';
  return renderMail({
    subject: `${tag} ${input.subject}`,
    heading: input.priority ? 'Permintaan bantuan prioritas (Premium)' : 'Permintaan bantuan baru',
    blocks: [
      {
        kind: 'details',
        rows: [
          [
            'Dari',
            [input.userName, input.userEmail ? `<${input.userEmail}>` : null].filter(Boolean).join(' ') ||
              '-',
          ],
          ['Paket', input.priority ? 'Premium (prioritas)' : 'Free'],
          ['Subjek', input.subject],
          ['Nomor', input.requestId],
        ],
      },
      { kind: 'quote', text: input.message },
      { kind: 'button', label: 'Jawab di halaman operator', url: input.adminUrl },
    ],
  });
}

export function supportReplyMail(input: {
  name: string | null;
  subject: string;
  question: string;
  reply: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Re: ${input.subject}`,
    heading: 'Jawaban untuk permintaan bantuan Anda',
    blocks: [
      { kind: 'paragraph', text: `Halo ${input.name?.trim() || 'Investor'},` },
      { kind: 'paragraph', text: input.reply },
      { kind: 'paragraph', text: 'Pertanyaan Anda:' },
      { kind: 'quote', text: input.question },
      { kind: 'button', label: 'Lihat di Pengaturan', url: input.settingsUrl },
    ],
  });
}
