export const esc = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[ch] ?? ch);

/** The pages' only style sheet, inline; the CSP allows exactly this text by its hash. */
export const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #141414; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .card { background: #fff; border-radius: 16px; padding: 20px; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  h1 { font-size: 22px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
  dt { color: #5c5c5c; } dd { margin: 0; font-weight: 600; text-align: right; }
  button { display: block; width: 100%; min-height: 48px; border-radius: 12px; border: 0; font-size: 17px; font-weight: 600; cursor: pointer; margin-top: 12px; }
  button:focus-visible { outline: 3px solid #1b6ef3; outline-offset: 2px; }
  .pay { background: #141414; color: #fff; } .decline { background: #e9e9ec; color: #141414; }
  .note { color: #5c5c5c; font-size: 13px; margin-top: 16px; }
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
