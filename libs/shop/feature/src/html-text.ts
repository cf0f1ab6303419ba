/** A block of a product description, as text only. */
export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/**
 * The description HTML of a product as text blocks (paragraphs and bullet lists). Only text is
 * kept, so nothing from the catalogue can run or style the page, and no sanitizer is needed.
 * DOMParser never runs scripts or loads images of the parsed document.
 */
export function htmlToTextBlocks(html: string): TextBlock[] {
  if (typeof DOMParser === 'undefined') return [{ kind: 'p', text: html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() }];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of Array.from(doc.querySelectorAll('script, style, template, noscript'))) node.remove();
  const blocks: TextBlock[] = [];
  const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const walk = (parent: Element) => {
    for (const node of Array.from(parent.children)) {
      const tag = node.tagName.toLowerCase();
      if (tag === 'ul' || tag === 'ol') {
        const items = Array.from(node.querySelectorAll('li')).map((li) => clean(li.textContent)).filter(Boolean);
        if (items.length) blocks.push({ kind: 'ul', items });
      } else if (tag === 'div' || tag === 'section') {
        walk(node);
      } else if (tag !== 'script' && tag !== 'style' && tag !== 'template') {
        const text = clean(node.textContent);
        if (text) blocks.push({ kind: 'p', text });
      }
    }
  };
  walk(doc.body);
  if (blocks.length === 0) {
    const text = clean(doc.body.textContent);
    if (text) blocks.push({ kind: 'p', text });
  }
  return blocks;
}
