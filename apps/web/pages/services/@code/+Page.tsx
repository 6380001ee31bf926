import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '../../../src/features/content/content-page';
import { usePageContext } from '../../../src/app/page/page-context';
import type { Data } from './+data';
import { RelatedServices } from './related-services';
import BreakerCalculator from '../../../src/features/tools/breaker-calculator.island';
import LightingCalculator from '../../../src/features/tools/lighting-calculator.island';

export default function Page() {
  const { t } = useLingui();
  const { service, related, breakerTool, lightingTool } = usePageContext().data as Data;
  const tool = breakerTool ? (
    <BreakerCalculator data={breakerTool} />
  ) : lightingTool ? (
    <LightingCalculator data={lightingTool} />
  ) : null;
  return (
    <ContentPageView page={service} fallbackTitle={t`Услуга`} tool={tool}>
      <RelatedServices services={related} />
    </ContentPageView>
  );
}
