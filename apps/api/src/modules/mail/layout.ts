import type { Mail } from './mailer.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One paragraph, a call-to-action button, a highlighted block (a login code), a small note, a bold heading, or a
 * two-column table (order lines, a bill; `total` makes the last row stand out).
 */
export type MailBlock =
  | { p: string }
  | { button: { label: string; href: string } }
  | { code: string }
  | { note: string }
  | { heading: string }
  | { table: [string, string][]; total?: boolean };

function tableHtml(rows: [string, string][], total: boolean): string {
  const cells = rows
    .map(([k, v], i) => {
      const last = total && i === rows.length - 1;
      const style = `padding:6px 0;border-bottom:1px solid #f5f5f4;vertical-align:top${last ? ';font-weight:700;font-size:16px;border-top:1px solid #e7e5e4' : ''}`;
      return `<tr><td style="${style}">${escapeHtml(k)}</td><td align="right" style="${style};white-space:nowrap;padding-left:12px">${escapeHtml(v)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${cells}</table>`;
}

/**
 * A mail in the shop's look: the same blocks give the plain-text part and the HTML part (a simple table layout
 * with the shop's name on top, which every mail program renders), so both always say the same thing.
 */
export function composeMail(opts: { to: string; subject: string; shopName: string; greeting: string; blocks: MailBlock[]; footer: string; lang?: 'en' | 'hi' }): Mail {
  const { shopName } = opts;
  const text = [
    opts.greeting,
    '',
    ...opts.blocks.flatMap((b) => {
      if ('p' in b) return [b.p, ''];
      if ('note' in b) return [b.note, ''];
      if ('code' in b) return [`    ${b.code}`, ''];
      if ('heading' in b) return [b.heading, ''];
      if ('table' in b) return [...b.table.map(([k, v]) => `${k}: ${v}`), ''];
      return [`${b.button.label}: ${b.button.href}`, ''];
    }),
    shopName,
    '',
    '--',
    opts.footer,
  ].join('\n');

  const body = opts.blocks
    .map((b) => {
      if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
      if ('note' in b) return `<p style="margin:0 0 16px;color:#78716c;font-size:13px">${escapeHtml(b.note)}</p>`;
      if ('heading' in b) return `<p style="margin:0 0 8px;font-weight:700">${escapeHtml(b.heading)}</p>`;
      if ('table' in b) return tableHtml(b.table, b.total ?? false);
      if ('code' in b)
        return `<p style="margin:0 0 16px"><span style="display:inline-block;padding:12px 20px;background:#f0fdf4;border:1px solid #bbf7d0;border-radius:10px;font-size:28px;font-weight:700;letter-spacing:6px;color:#14532d;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(b.code)}</span></p>`;
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.button.href)}" style="display:inline-block;padding:11px 20px;background:#15803d;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(b.button.label)}</a></p>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917;font-size:15px;line-height:1.55">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden;border:1px solid #e7e5e4">
<tr><td style="background:#166534;padding:18px 24px;color:#ffffff;font-size:19px;font-weight:800;letter-spacing:-0.2px">${escapeHtml(shopName)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${escapeHtml(opts.greeting)}</p>
${body}
<p style="margin:24px 0 0">${escapeHtml(shopName)}</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafaf9;border-top:1px solid #e7e5e4;color:#78716c;font-size:12px">${escapeHtml(opts.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}
