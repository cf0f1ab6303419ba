import { ShareIcon } from '@cx/shared-ui';
import { messages } from '../messages';
import { PromptCard } from './prompt-card';
import styles from './prompt-card.module.css';

export interface InstallPromptProps {
  /** 'native': the browser can install; 'ios': Safari needs the steps spelled out. */
  offer: 'native' | 'ios';
  brandName: string;
  onInstall: () => void;
  /** Spec §1: dismissal is permanent (remembered locally). */
  onDismiss: () => void;
  placement?: 'fixed' | 'inline';
}

/** The install prompt of spec §1, shown once; dismissing it hides it for good. */
export function InstallPrompt({
  offer,
  brandName,
  onInstall,
  onDismiss,
  placement = 'inline',
}: InstallPromptProps) {
  const ios = offer === 'ios';
  return (
    <PromptCard
      title={ios ? messages.install.iosTitle(brandName) : messages.install.title(brandName)}
      testId="install-prompt"
      placement={placement}
      onClose={onDismiss}
      closeLabel={messages.install.close}
      actions={
        ios
          ? undefined
          : {
              accept: { label: messages.install.action, onClick: onInstall },
              decline: { label: messages.install.dismiss, onClick: onDismiss },
            }
      }
    >
      {ios ? <IosSteps /> : <p>{messages.install.text}</p>}
    </PromptCard>
  );
}

/** Safari installs from its share menu: the steps, with the share icon where the first names it. */
function IosSteps() {
  return (
    <ol>
      {messages.install.iosSteps.map((step, index) => (
        <li key={step}>
          {step}
          {index === 0 ? <ShareIcon size={16} className={styles.inlineIcon} /> : null}
        </li>
      ))}
    </ol>
  );
}
