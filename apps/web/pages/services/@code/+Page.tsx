import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '../../../src/features/content/content-page';
import { usePageContext } from '../../../src/app/page/page-context';
import type { Data } from './+data';
import { RelatedServices } from './related-services';
import { ToolComing } from './tool-coming';
import { BreakerCalculator } from '../../../src/features/tools/breaker-calculator';

export default function Page() {
  const { t } = useLingui();
  const { service, related, hasTool, contacts, breakerTool } = usePageContext().data as Data;
  return (
    <ContentPageView
      page={service}
      fallbackTitle={t`Услуга`}
      tool={breakerTool ? <BreakerCalculator data={breakerTool} /> : null}
      aside={hasTool && !breakerTool ? <ToolComing contacts={contacts} /> : null}
      asideFirst
    >
      <RelatedServices services={related} />
    </ContentPageView>
  );
}
