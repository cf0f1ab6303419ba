import { messages } from '../messages';
import { PromptCard } from './prompt-card';

export interface UpdatePromptProps {
  onUpdate: () => void;
  onLater: () => void;
  /** The customer agreed, but checkout or scanning is under way: the update waits for it. */
  deferred?: boolean;
}

/** Spec §4: a new version is ready (registerType 'prompt'). */
export function UpdatePrompt({ onUpdate, onLater, deferred = false }: UpdatePromptProps) {
  return (
    <PromptCard
      title={messages.update.title}
      testId="update-prompt"
      actions={
        deferred
          ? undefined
          : {
              accept: { label: messages.update.action, onClick: onUpdate },
              decline: { label: messages.update.later, onClick: onLater },
            }
      }
    >
      <p role={deferred ? 'status' : undefined}>
        {deferred ? messages.update.deferred : messages.update.text}
      </p>
    </PromptCard>
  );
}
