import type { OutboxMessage } from '@/functions/adapters/local/mail-outbox.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The outbox as the recipient would read it: each HTML part in a sandboxed frame (no scripts, no
// links out of the page), the plain-text part beside it. Newest first.
export const mailOutboxPage = (messages: OutboxMessage[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CareCall mail outbox</title>
<style>
 body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a202c;max-width:70rem}
 article{border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin-bottom:1.5rem}
 dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0 0 1rem} dt{font-weight:600}
 iframe{width:100%;min-height:18rem;border:1px solid #e2e8f0;background:#fff} pre{white-space:pre-wrap;background:#f7fafc;padding:.8rem}
 button{font:inherit;min-height:44px;padding:0 1rem;cursor:pointer}
</style></head>
<body>
<h1>CareCall mail outbox (local only)</h1>
<p>Every email the product sends lands here instead of leaving the machine. JSON: <a href="/__mail/messages">/__mail/messages</a>.
<button id="empty" type="button">Empty the outbox</button> <a href="/__mail">Refresh</a></p>
${
  messages.length === 0
    ? '<p>No emails yet.</p>'
    : messages
        .map(
          (m) => `<article>
<h2>${esc(m.subject)}</h2>
<dl><dt>To</dt><dd>${esc(m.to)}</dd><dt>From</dt><dd>${esc(m.from)}</dd>${m.replyTo ? `<dt>Reply to</dt><dd>${esc(m.replyTo)}</dd>` : ''}<dt>Sent</dt><dd><time datetime="${esc(m.sentAt)}">${esc(m.sentAt)}</time></dd></dl>
<iframe title="${esc(`Email: ${m.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(m.html)}"></iframe>
<details><summary>Plain-text part</summary><pre>${esc(m.text)}</pre></details>
</article>`,
        )
        .join('\n')
}
<script>
document.getElementById('empty').addEventListener('click', async () => {
  await fetch('/__mail/messages', { method: 'DELETE' });
  location.reload();
});
</script>
</body></html>`;
