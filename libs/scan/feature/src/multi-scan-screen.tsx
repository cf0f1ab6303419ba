import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bonusKeys } from '@cx/bonuses-data-access';
import { scanKeys, uploadFailureOf, uploadMultiScan, type MultiScanResult } from '@cx/scan-data-access';
import { markBusy } from '@cx/shared-pwa';
import { Button, List, ListItem, Page } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import { ImagePreparationError, prepareMultiScanImage } from './multi-scan-image';
import styles from './scan.module.css';
import { AppLink, useAppContext, useDocumentTitle } from '@cx/shared-routing';

export type MultiScanState =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'recognising' }
  | { kind: 'done'; result: MultiScanResult }
  | { kind: 'error'; message: string };

export interface MultiScanViewProps {
  previewUrl: string | null;
  state: MultiScanState;
  onPick: (file: File) => void;
  onSend: () => void;
}

function progressOf(state: MultiScanState): { value: number; label: string } | null {
  switch (state.kind) {
    case 'preparing':
      return { value: 5, label: messages.multi.preparingPhoto };
    case 'uploading':
      return { value: 5 + Math.round(state.percent * 0.9), label: messages.multi.uploading(state.percent) };
    case 'recognising':
      return { value: 97, label: messages.multi.recognising };
    default:
      return null;
  }
}

/** /scan/multi laid out: pick a photo, see it, send it with progress, see what was found. */
export function MultiScanView({ previewUrl, state, onPick, onSend }: MultiScanViewProps) {
  const progress = progressOf(state);
  const working = progress !== null;
  return (
    <Page as="main" title={messages.multi.title}>
      <p>{messages.multi.intro}</p>
      <p className={styles.muted}>{messages.multi.limit}</p>
      <label className={styles.pickLabel}>
        {previewUrl ? messages.multi.change : messages.multi.pick}
        <input
          className={styles.fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          capture="environment"
          disabled={working}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPick(file);
          }}
        />
      </label>
      {previewUrl ? <img className={styles.preview} src={previewUrl} alt={messages.multi.preview} /> : null}
      {previewUrl && state.kind !== 'done' ? (
        <Button onClick={onSend} loading={working} fullWidth>
          {messages.multi.send}
        </Button>
      ) : null}
      {progress ? (
        <div className={styles.stats} role="status">
          <progress className={styles.progress} max={100} value={progress.value} aria-label={messages.multi.progress} />
          <span>{progress.label}</span>
        </div>
      ) : null}
      {state.kind === 'error' ? (
        <p className={`${styles.status} ${styles.error}`} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <div className={styles.stats} role="status" data-testid="multi-scan-result">
          <p className={`${styles.status} ${state.result.codes.length || state.result.status === 'pending' ? styles.success : styles.warning}`}>
            {resultText(state.result)}
          </p>
          {state.result.codes.length ? (
            <List>
              {state.result.codes.map((code) => (
                <ListItem
                  key={code.uuid}
                  title={code.code ?? messages.history.noCode}
                  subtitle={messages.multi.codeStatus[code.status]}
                  trailing={code.coins > 0 ? `+${formatXp(code.coins)}` : undefined}
                />
              ))}
            </List>
          ) : null}
        </div>
      ) : null}
      <AppLink to="/scan/history">{messages.scanning.history}</AppLink>
    </Page>
  );
}

/** What the upload came to: the photo waits for its check, or what was found on it. */
function resultText(result: MultiScanResult): string {
  if (result.status === 'pending') return messages.multi.pending;
  return result.codes.length ? messages.multi.found(result.codes.length, formatXp(result.coins)) : messages.multi.none;
}

function messageOf(error: unknown): string {
  if (error instanceof ImagePreparationError) {
    return error.problem === 'too-large' ? messages.multi.tooLarge : messages.multi.unsupported;
  }
  const failure = uploadFailureOf(error);
  switch (failure.kind) {
    case 'too-large':
      return messages.multi.tooLarge;
    case 'rate-limited':
      return messages.multi.rateLimited;
    case 'network':
      return messages.multi.failed;
    case 'refused':
      return failure.message ?? messages.multi.failed;
  }
}

/** /scan/multi: one photo of several packs, sent as base64 to the multi-scan upload. */
export function MultiScanScreen() {
  const { api, product } = useAppContext();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [state, setState] = useState<MultiScanState>({ kind: 'idle' });
  useDocumentTitle(messages.multi.title);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const send = async () => {
    if (!file) return;
    if (globalThis.navigator?.onLine === false) {
      setState({ kind: 'error', message: messages.multi.offline });
      return;
    }
    // An update must not reload the page while the photo goes out.
    const release = markBusy('scanning');
    try {
      setState({ kind: 'preparing' });
      const image = await prepareMultiScanImage(file);
      setState({ kind: 'uploading', percent: 0 });
      const result = await uploadMultiScan(
        api,
        { image: image.base64, mime: image.mime, product },
        {
          onProgress: (fraction) =>
            setState(fraction >= 1 ? { kind: 'recognising' } : { kind: 'uploading', percent: Math.round(fraction * 100) }),
        },
      );
      setState({ kind: 'done', result });
      void queryClient.invalidateQueries({ queryKey: bonusKeys.product(product) });
      void queryClient.invalidateQueries({ queryKey: scanKeys.product(product) });
    } catch (error) {
      setState({ kind: 'error', message: messageOf(error) });
    } finally {
      release();
    }
  };

  return (
    <MultiScanView
      previewUrl={previewUrl}
      state={state}
      onPick={(picked) => {
        setFile(picked);
        setState({ kind: 'idle' });
      }}
      onSend={() => void send()}
    />
  );
}
