import { messages } from '@license-console/domain';
import type { OutboxEntry } from '../db/outbox.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Escaped text whose http(s) addresses are links; nothing else of the text becomes markup. */
function withLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Whether a client asks for a page rather than data: a browser names text/html, a script names JSON or nothing. */
export function wantsHtml(accept: string | undefined): boolean {
  const types = (accept ?? '').toLowerCase();
  return types.includes('text/html') && !types.includes('application/json');
}

/**
 * The outbox as a page, newest first, its links clickable. Server-rendered with every value escaped, and
 * without script or style, so it runs under the console's Content-Security-Policy as it is.
 */
export function renderOutboxPage(entries: readonly OutboxEntry[]): string {
  const text = messages.devOutbox;
  const items = entries.map(
    (entry) => `<li>
<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p>${escapeHtml(entry.channel)} · ${escapeHtml(entry.recipient)} · <time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt)}</time></p>
<pre>${withLinks(entry.body)}</pre>
</article>
</li>`,
  );
  const list = items.length > 0 ? `<ol reversed>\n${items.join('\n')}\n</ol>` : `<p>${escapeHtml(text.empty)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}pre{white-space:pre-wrap;overflow-wrap:anywhere}</style>
</head>
<body>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
${list}
</body>
</html>
`;
}
