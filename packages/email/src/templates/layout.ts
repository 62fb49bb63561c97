export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface LayoutParts {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Renders one email in plain text and in simple, inline-styled HTML from the same parts. */
export function renderLayout(parts: LayoutParts): { text: string; html: string } {
  const textLines = [parts.greeting, '', ...parts.paragraphs.flatMap((p) => [p, ''])];
  if (parts.action) textLines.push(`${parts.action.label}: ${parts.action.url}`, '');
  if (parts.footnote) textLines.push(parts.footnote, '');
  textLines.push('— The Sponsorly team');

  const button = parts.action
    ? `<p><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#5B21B6;color:#ffffff;padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:14px;color:#475569">Or paste this link into your browser:<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#5B21B6">Sponsorly</p>
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${parts.footnote ? `<p style="font-size:14px;color:#475569">${escapeHtml(parts.footnote)}</p>` : ''}
<p>— The Sponsorly team</p>
</body></html>`;
  return { text: textLines.join('\n'), html };
}
