import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '@/features/content/content-page';
import { useData } from '@/app/page/page-context';
import type { Data } from './+data';
import { AboutSections } from './about-sections';

export default function Page() {
  const { t } = useLingui();
  const { about, sections } = useData<Data>();
  return (
    <ContentPageView
      page={about}
      fallbackTitle={t`О компании`}
      aside={sections.length > 0 ? <AboutSections sections={sections} /> : null}
    />
  );
}
