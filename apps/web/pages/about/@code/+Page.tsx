import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '../../../src/features/content/content-page';
import { usePageContext } from '../../../src/app/page/page-context';
import { AboutSections } from '../about-sections';
import type { Data } from './+data';
import { RevisionDate } from './revision-date';

export default function Page() {
  const { t } = useLingui();
  const { page, code, updatedAt, sections } = usePageContext().data as Data;
  return (
    <ContentPageView
      page={page}
      fallbackTitle={t`О компании`}
      intro={<RevisionDate value={updatedAt} />}
      aside={sections.length > 0 ? <AboutSections sections={sections} current={code} /> : null}
    />
  );
}
