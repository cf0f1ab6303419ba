import type { BrandConfig } from '@cx/brand-contract';
import { ExternalIcon, List, ListItem, PageSection } from '@cx/shared-ui';
import { messages } from './messages';

export interface SupportContactsProps {
  /** The brand's support contacts (brand config). */
  support: BrandConfig['support'];
}

/** The brand's hotline, e-mail (when it has one) and chat as links a phone opens directly. */
export function SupportContacts({ support }: SupportContactsProps) {
  return (
    <PageSection title={messages.support.title}>
      <List data-testid="support-contacts">
        <ListItem
          title={support.phoneLabel}
          subtitle={`${messages.support.phone} · ${support.hours}`}
          href={`tel:${support.phone}`}
        />
        {/* A brand without a real support address has none in its config: no line, no placeholder. */}
        {support.email ? (
          <ListItem title={support.email} subtitle={messages.support.email} href={`mailto:${support.email}`} />
        ) : null}
        {support.chatUrl ? (
          <ListItem
            title={messages.support.chat}
            subtitle={messages.support.chatHint}
            href={support.chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            trailing={<ExternalIcon title={messages.support.newWindow} />}
            chevron={false}
          />
        ) : null}
      </List>
    </PageSection>
  );
}
