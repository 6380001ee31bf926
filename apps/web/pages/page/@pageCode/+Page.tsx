import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '@/features/content/content-page';
import { useData } from '@/app/page/page-context';
import type { Data } from './+data';

export default function Page() {
  const { t } = useLingui();
  const { page } = useData<Data>();
  return <ContentPageView page={page} fallbackTitle={t`Острель`} />;
}
