import type { Detector } from './barcode-detector';

/** How often a frame is decoded: often enough to feel instant, rare enough for old phones. */
const DETECT_EVERY_MS = 250;
/** The same code seen again this soon is the same pack still in view. */
const SAME_CODE_MS = 4_000;

export interface DetectionLoopOptions {
  /** The video being decoded (null once it is gone). */
  video: () => HTMLVideoElement | null;
  /** Decoding is paused; the loop keeps ticking. */
  paused: () => boolean;
  /** A new code in view (the same one again only after SAME_CODE_MS). */
  onDetected: (rawValue: string) => void;
}

/** Decodes the video's frame every DETECT_EVERY_MS until stopped. */
export function createDetectionLoop({ video, paused, onDetected }: DetectionLoopOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let lastValue = '';
  let lastAt = 0;

  const loop = (detector: Detector) => {
    timer = setTimeout(async () => {
      const element = video();
      if (stopped || !element) return;
      if (!paused() && element.readyState >= 2) {
        try {
          const [found] = await detector.detect(element);
          const now = Date.now();
          if (found?.rawValue && !(found.rawValue === lastValue && now - lastAt < SAME_CODE_MS)) {
            lastValue = found.rawValue;
            lastAt = now;
            if (!stopped) onDetected(found.rawValue);
          }
        } catch {
          // One unreadable frame (e.g. while the video resizes) is not an error.
        }
      }
      loop(detector);
    }, DETECT_EVERY_MS);
  };

  return {
    start: loop,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
