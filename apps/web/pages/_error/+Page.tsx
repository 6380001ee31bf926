import { ErrorView } from '@/features/content/error-view';
import { usePageContext } from '@/app/page/page-context';

export default function Page() {
  const { data } = usePageContext();
  return <ErrorView kind={data.outcome ?? 'server-error'} />;
}
