export type CameraProblem = 'unsupported' | 'denied' | 'not-found' | 'failed';

/** The rear camera for scanning; rejects with a CameraProblem the screen can explain. */
export async function openCamera(mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) throw cameraError('unsupported');
  try {
    return await mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'NotAllowedError' || name === 'SecurityError') throw cameraError('denied');
    if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
      throw cameraError('not-found');
    }
    throw cameraError('failed');
  }
}

export function cameraError(problem: CameraProblem): Error & { problem: CameraProblem } {
  return Object.assign(new Error(`camera: ${problem}`), { problem });
}

export function cameraProblemOf(error: unknown): CameraProblem {
  const problem = (error as { problem?: unknown } | null)?.problem;
  return problem === 'unsupported' || problem === 'denied' || problem === 'not-found' ? problem : 'failed';
}

export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
