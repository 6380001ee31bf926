import { ErrorView } from '@/features/content/error-view';

export default function Page() {
  return <ErrorView kind="server-error" />;
}
