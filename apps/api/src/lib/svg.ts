/** Partner cards for certificates: a tile in the partner's colour with its name (a stand-in for its logo). */
const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

function wrap(text: string, max: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) lines.push(cur);
  return lines.slice(0, 3);
}

function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#ffffff';
  const n = parseInt(m[1] ?? '0', 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff';
}

export function productSvg(title: string, subtitle: string, color: string, size = 600): string {
  const fg = readableOn(color);
  const lines = wrap(title, 16);
  const text = lines
    .map((l, i) => `<text x="50%" y="${size * 0.42 + i * size * 0.09}" font-size="${size * 0.075}" font-weight="700" text-anchor="middle" fill="${fg}">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.75"/></linearGradient></defs>
<rect width="100%" height="100%" rx="${size * 0.06}" fill="url(#g)"/>
<circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.09}" fill="${fg}" fill-opacity="0.12"/>
<g font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">${text}
<text x="50%" y="${size * 0.82}" font-size="${size * 0.042}" text-anchor="middle" fill="${fg}" fill-opacity="0.8">${escapeXml(subtitle)}</text></g>
</svg>`;
}
