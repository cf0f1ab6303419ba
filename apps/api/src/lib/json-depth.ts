/**
 * How deep objects and arrays may nest in a JSON body. The contract's deepest body (an order with
 * its lines) is 4 levels; 32 leaves room, and a body nested thousands deep (a few KB of `[`) is a
 * 400 before JSON.parse, the schema validator or any recursive walk sees it.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` nested objects/arrays at some point (strings skipped). */
export function jsonNestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
