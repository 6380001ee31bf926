import { island } from '@/app/islands/island';
import { usePageLocation } from '../app/page/page-location';
import { TabRouteHistoryProvider } from '../app/visitor/route-history';
import { BackLink, type BackLinkKind } from './back-link';

type BackLinkIslandProps = { kind: BackLinkKind; href: string; title?: string | null };

/** A back link on a page of islands: where it leads depends on the tab's route history. */
function BackLinkIsland(props: BackLinkIslandProps) {
  const { urlOriginal } = usePageLocation();
  return (
    <TabRouteHistoryProvider url={urlOriginal}>
      <BackLink {...props} />
    </TabRouteHistoryProvider>
  );
}

export default island('back-link', BackLinkIsland);
