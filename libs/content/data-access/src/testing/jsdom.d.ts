// jsdom ships no types; the XSS test needs only this much of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        runScripts?: 'dangerously' | 'outside-only';
        url?: string;
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
