import { useEffect, useRef, useState, type RefObject } from 'react';
import { markBusy } from '@cx/shared-pwa';
import { loadDetector, type Detector } from './scanner/barcode-detector';
import { cameraProblemOf, openCamera, stopCamera } from './scanner/camera';
import { createDetectionLoop } from './scanner/detection-loop';
import type { CameraScannerProps, CameraState } from './camera-scanner';

/**
 * Opens the rear camera into `video`, loads the decoder and decodes until unmounted. While the
 * camera runs the app is "busy", so an app update never reloads the page mid-scan.
 */
export function useCameraDetection(video: RefObject<HTMLVideoElement | null>, props: Required<Pick<CameraScannerProps, 'onDetected' | 'paused'>> & Pick<CameraScannerProps, 'onStateChange'>): CameraState {
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const release = markBusy('scanning');
    const report = (next: CameraState) => {
      if (cancelled) return;
      setState(next);
      latest.current.onStateChange?.(next);
    };
    const detection = createDetectionLoop({
      video: () => video.current,
      paused: () => latest.current.paused,
      onDetected: (rawValue) => latest.current.onDetected(rawValue),
    });

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
      detection.start(detector);
    })();

    return () => {
      cancelled = true;
      detection.stop();
      stopCamera(stream);
      release();
    };
  }, [video]);

  return state;
}
