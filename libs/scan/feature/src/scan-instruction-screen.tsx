import { useSuspenseQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@cx/content-data-access';
import { HtmlContent, PageSkeleton } from '@cx/content-ui';
import { Button } from '@cx/shared-ui';
import { messages } from './messages';
import { BoundaryScreen, useAppContext, useInternalLink, useLinkClick } from '@cx/shared-routing';

function Instruction() {
  const { api, product } = useAppContext();
  const internalLink = useInternalLink();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, 'scan-instruction'));
  return <HtmlContent sanitizedHtml={data.html} onInternalLink={internalLink} />;
}

/** /scan/instruction: the CMS page `scan-instruction`. */
export function ScanInstructionScreen() {
  const link = useLinkClick();
  return (
    <BoundaryScreen
      title={messages.instruction.title}
      fallback={<PageSkeleton />}
      errorTitle={messages.instruction.loadError}
      content={<Instruction />}
    >
      <Button href="/scanning" onClick={link('/scanning')} fullWidth>
        {messages.instruction.start}
      </Button>
    </BoundaryScreen>
  );
}
