import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '../../../src/features/content/content-page';
import { usePageContext } from '../../../src/app/page/page-context';
import type { Data } from './+data';

export default function Page() {
  const { t } = useLingui();
  const { page } = usePageContext().data as Data;
  return <ContentPageView page={page} fallbackTitle={t`Острель`} />;
}
