/** The pieces a message is made of; each renders to both the HTML and the plain-text part. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; url: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SIGNATURE = 'Salam,\nTim Telisik';
const FOOTER =
  'Anda menerima email ini karena memiliki akun Telisik. Analisis di Telisik bersifat informasi, bukan saran investasi.';

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'details':
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#475569;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #99f6e4;background:#f0fdfa;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
  }
}

/** One look for every message: Indonesian, a heading, the blocks, a signature; text and HTML alike. */
export function renderMail(input: { subject: string; heading: string; blocks: MailBlock[] }): RenderedMail {
  const text = [
    input.heading,
    '',
    ...input.blocks.flatMap((block) => [blockText(block), '']),
    SIGNATURE,
    '',
    '--',
    FOOTER,
  ].join('\n');
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="margin:0 0 16px;font-weight:700;color:#0f766e;font-size:18px">Telisik</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(input.heading)}</h1>
${input.blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;line-height:1.5">${escapeHtml(SIGNATURE).replace(/\n/g, '<br>')}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b">${escapeHtml(FOOTER)}</p>
</body></html>`;
  return { subject: input.subject, text, html };
}
