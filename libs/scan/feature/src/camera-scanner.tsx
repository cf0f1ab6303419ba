import { useRef } from 'react';
import { loadDetector } from './scanner/barcode-detector';
import type { CameraProblem } from './scanner/camera';
import { messages } from './messages';
import { useCameraDetection } from './use-camera-detection';
import styles from './scan.module.css';

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
  const state = useCameraDetection(video, { onDetected, paused, onStateChange });

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
