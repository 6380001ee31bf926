import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '@/features/content/content-page';
import { useData } from '@/app/page/page-context';
import { AboutSections } from '../about-sections';
import type { Data } from './+data';
import { RevisionDate } from './revision-date';

export default function Page() {
  const { t } = useLingui();
  const { page, code, updatedAt, sections } = useData<Data>();
  return (
    <ContentPageView
      page={page}
      fallbackTitle={t`О компании`}
      intro={<RevisionDate value={updatedAt} />}
      aside={sections.length > 0 ? <AboutSections sections={sections} current={code} /> : null}
    />
  );
}
