import { useState, type ReactNode } from 'react';
import { extractPackCode, useQueuedScans, useScanSync, type QueuedScan, type ScanReport, type ScanSource } from '@cx/scan-data-access';
import { Button, Page, PageSection } from '@cx/shared-ui';
import { CameraScanner, detectInPhoto, type CameraState } from './camera-scanner';
import { ManualCodeForm } from './manual-code-form';
import { messages } from './messages';
import { PendingScansView } from './pending-scans';
import { ScanResultView } from './scan-result';
import { useSaveManager } from './use-save-manager';
import styles from './scan.module.css';
import { AppLink, useAppContext, useDocumentTitle } from '@cx/shared-routing';

export interface ScanningViewProps {
  /** The camera (CameraScanner), or nothing when there is none. */
  camera: ReactNode;
  /** Why there is no camera picture, if there is none. */
  cameraMessage?: string | null;
  report: ScanReport | null;
  pending: readonly QueuedScan[];
  busy?: boolean;
  photoMessage?: string | null;
  onManualCode: (code: string) => void;
  onPhoto?: (file: File) => void;
  onSync?: () => void;
  syncing?: boolean;
}

/** /scanning laid out: camera, last result, manual entry, a photo, and what waits offline. */
export function ScanningView({
  camera,
  cameraMessage,
  report,
  pending,
  busy = false,
  photoMessage,
  onManualCode,
  onPhoto,
  onSync,
  syncing = false,
}: ScanningViewProps) {
  return (
    <Page as="main" title={messages.scanning.title}>
      <p>{messages.scanning.intro}</p>
      {camera}
      {cameraMessage ? (
        <p className={`${styles.status} ${styles.warning}`} role="status">
          {cameraMessage}
        </p>
      ) : null}
      {busy ? (
        <p className={styles.muted} role="status">
          {messages.scanning.sending}
        </p>
      ) : null}
      {report ? <ScanResultView report={report} /> : null}
      <PageSection title={messages.scanning.manualTitle}>
        <ManualCodeForm onSubmit={onManualCode} busy={busy} />
      </PageSection>
      {onPhoto ? (
        <div className={styles.form}>
          <label className={styles.pickLabel}>
            {messages.scanning.fromPhoto}
            <input
              className={styles.fileInput}
              type="file"
              accept="image/*"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onPhoto(file);
              }}
            />
          </label>
          {photoMessage ? (
            <p className={`${styles.status} ${styles.warning}`} role="status">
              {photoMessage}
            </p>
          ) : null}
        </div>
      ) : null}
      <PendingScansView scans={pending} onSync={onSync} syncing={syncing} />
      <nav className={styles.links} aria-label={messages.scanning.title}>
        <AppLink to="/scan/instruction">{messages.scanning.instruction}</AppLink>
        <AppLink to="/scan/multi">{messages.scanning.multi}</AppLink>
        <AppLink to="/scan/history">{messages.scanning.history}</AppLink>
      </nav>
    </Page>
  );
}

/** /scanning: the camera scanner with manual entry; scans made offline wait in the queue. */
export function ScanningScreen() {
  const { api, product } = useAppContext();
  const sync = useScanSync(api, product);
  const pending = useQueuedScans(sync);
  useSaveManager();
  useDocumentTitle(messages.scanning.title);
  const [report, setReport] = useState<ScanReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [cameraOn, setCameraOn] = useState(true);
  const [cameraState, setCameraState] = useState<CameraState>({ kind: 'starting' });
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);

  const send = async (code: string, source: ScanSource) => {
    setBusy(true);
    try {
      setReport(await sync.scan({ code, source }));
    } finally {
      setBusy(false);
    }
  };

  const onDetected = (raw: string) => {
    const code = extractPackCode(raw);
    if (code && !busy) void send(code, 'camera');
  };

  const onPhoto = async (file: File) => {
    setPhotoMessage(null);
    try {
      const raw = await detectInPhoto(file);
      const code = raw ? extractPackCode(raw) : null;
      if (code) await send(code, 'image');
      else setPhotoMessage(messages.scanning.photoNoCode);
    } catch {
      setPhotoMessage(messages.scanning.decoderFailed);
    }
  };

  const cameraMessage =
    cameraState.kind === 'problem'
      ? messages.scanning.camera[cameraState.problem]
      : cameraState.kind === 'decoder-failed'
        ? messages.scanning.decoderFailed
        : null;

  return (
    <ScanningView
      camera={
        cameraOn ? (
          <>
            <CameraScanner onDetected={onDetected} paused={busy} onStateChange={setCameraState} />
            {cameraState.kind === 'live' ? (
              <Button variant="ghost" onClick={() => setCameraOn(false)}>
                {messages.scanning.stop}
              </Button>
            ) : null}
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setCameraState({ kind: 'starting' });
              setCameraOn(true);
            }}
          >
            {messages.scanning.start}
          </Button>
        )
      }
      cameraMessage={cameraOn ? cameraMessage : null}
      report={report}
      pending={pending}
      busy={busy}
      photoMessage={photoMessage}
      onManualCode={(code) => void send(code, 'manual')}
      onPhoto={(file) => void onPhoto(file)}
      syncing={syncing}
      onSync={() => {
        setSyncing(true);
        void sync.syncNow().finally(() => setSyncing(false));
      }}
    />
  );
}
