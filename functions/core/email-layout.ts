import type { MailMessage } from './ports/mail.ts';

// Every email of CareCall: a plain-text part and an HTML part made from the same blocks, with every
// value escaped in the HTML. Emails carry notes and links, never recordings or transcripts.

export type EmailBlock = string | { link: { text: string; href: string } } | { list: string[] };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function composeEmail(to: string, subject: string, heading: string, blocks: EmailBlock[], replyTo?: string): MailMessage {
  const footer = 'CareCall: scheduled wellbeing check-in calls.';
  const text = [
    heading,
    '',
    ...blocks.flatMap((b) =>
      typeof b === 'string' ? [b, ''] : 'link' in b ? [`${b.link.text}: ${b.link.href}`, ''] : [...b.list.map((item) => `- ${item}`), ''],
    ),
    '--',
    footer,
  ].join('\n');
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(b)}</p>`
        : 'link' in b
          ? `<p style="margin:0 0 16px"><a href="${escapeHtml(b.link.href)}" style="color:#1d4ed8">${escapeHtml(b.link.text)}</a></p>`
          : `<ul style="margin:0 0 16px;padding-left:20px">${b.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7fafc;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-weight:bold;color:#2b6cb0">CareCall</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#4a5568">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}
