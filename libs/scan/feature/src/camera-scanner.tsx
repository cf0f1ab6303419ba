import { useEffect, useRef, useState } from 'react';
import { markBusy } from '@cx/shared-pwa';
import { loadDetector, type Detector } from './scanner/barcode-detector';
import { cameraProblemOf, openCamera, stopCamera, type CameraProblem } from './scanner/camera';
import { messages } from './messages';
import styles from './scan.module.css';

/** How often a frame is decoded: often enough to feel instant, rare enough for old phones. */
const DETECT_EVERY_MS = 250;
/** The same code seen again this soon is the same pack still in view. */
const SAME_CODE_MS = 4_000;

export type CameraState =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'problem'; problem: CameraProblem }
  | { kind: 'decoder-failed' };

export interface CameraScannerProps {
  /** A decoded value (the screen extracts the pack code). */
  onDetected: (rawValue: string) => void;
  /** Stop decoding (e.g. while a scan is being sent); the camera stays on. */
  paused?: boolean;
  onStateChange?: (state: CameraState) => void;
}

/**
 * The rear camera with a frame; decodes codes on the device with BarcodeDetector (or its
 * zxing-wasm ponyfill). While the camera runs the app is "busy", so an app update never reloads
 * the page mid-scan; it resumes once the camera is off.
 */
export function CameraScanner({ onDetected, paused = false, onStateChange }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const latest = useRef({ onDetected, paused, onStateChange });
  latest.current = { onDetected, paused, onStateChange };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let lastValue = '';
    let lastAt = 0;
    const release = markBusy('scanning');
    const report = (next: CameraState) => {
      if (cancelled) return;
      setState(next);
      latest.current.onStateChange?.(next);
    };

    const loop = (detector: Detector) => {
      timer = setTimeout(async () => {
        const element = video.current;
        if (cancelled || !element) return;
        if (!latest.current.paused && element.readyState >= 2) {
          try {
            const [found] = await detector.detect(element);
            const now = Date.now();
            if (found?.rawValue && !(found.rawValue === lastValue && now - lastAt < SAME_CODE_MS)) {
              lastValue = found.rawValue;
              lastAt = now;
              if (!cancelled) latest.current.onDetected(found.rawValue);
            }
          } catch {
            // One unreadable frame (e.g. while the video resizes) is not an error.
          }
        }
        loop(detector);
      }, DETECT_EVERY_MS);
    };

    void (async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        release();
        report({ kind: 'problem', problem: cameraProblemOf(error) });
        return;
      }
      if (cancelled) {
        stopCamera(stream);
        return;
      }
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      let detector: Detector;
      try {
        detector = await loadDetector();
      } catch {
        stopCamera(stream);
        release();
        report({ kind: 'decoder-failed' });
        return;
      }
      report({ kind: 'live' });
      loop(detector);
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopCamera(stream);
      release();
    };
  }, []);

  if (state.kind === 'problem' || state.kind === 'decoder-failed') return null;
  return (
    <div className={styles.viewport}>
      <video ref={video} className={styles.video} muted playsInline aria-label={messages.scanning.video} />
      <span className={styles.frame} aria-hidden="true" />
      <span className={styles.cameraState} role="status">
        {state.kind === 'starting' ? messages.scanning.starting : messages.scanning.live}
      </span>
    </div>
  );
}

/** Reads a code from a photo the customer picked (no camera stream needed). */
export async function detectInPhoto(file: Blob): Promise<string | null> {
  const detector = await loadDetector();
  const bitmap = await createImageBitmap(file);
  try {
    const [found] = await detector.detect(bitmap);
    return found?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}
