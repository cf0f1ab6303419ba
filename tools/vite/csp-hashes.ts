import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface InlineHashes {
  /** `'sha256-…'` sources of the inline `<script>` elements. */
  script: string[];
  /** `'sha256-…'` sources of the `<style>` elements. */
  style: string[];
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of the inline scripts (those without `src`) and styles of one HTML page. */
export function inlineHashes(html: string): InlineHashes {
  const inline = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, text = '']) => hash(text));
  return {
    script: inline(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    style: inline(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/**
 * Every distinct hash of the build's HTML pages (dist/apps/<brand>, prerendered pages included):
 * what the policy must allow, read from what is served. None when there is no build yet.
 */
export function buildInlineHashes(outDir: string): InlineHashes {
  const script = new Set<string>();
  const style = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') visit(join(dir, entry.name));
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const found = inlineHashes(readFileSync(join(dir, entry.name), 'utf8'));
        for (const source of found.script) script.add(source);
        for (const source of found.style) style.add(source);
      }
    }
  };
  if (existsSync(outDir)) visit(outDir);
  return { script: [...script].sort(), style: [...style].sort() };
}

const cache = new Map<string, { stamp: number; hashes: InlineHashes }>();

/**
 * buildInlineHashes of the build as it is now, read again only when a new build has written its
 * index.html (every page of one build has the same inline style and script): a preview server
 * started before a rebuild sends the new build's hashes.
 */
export function currentInlineHashes(outDir: string): InlineHashes {
  const index = join(outDir, 'index.html');
  const stamp = existsSync(index) ? statSync(index).mtimeMs : 0;
  const cached = cache.get(outDir);
  if (cached?.stamp === stamp) return cached.hashes;
  const hashes = buildInlineHashes(outDir);
  cache.set(outDir, { stamp, hashes });
  return hashes;
}
