import { usePageContext } from '../../src/page/page-context';
import type { Data } from './+data';
import { HomeHero } from './home-hero';

export default function Page() {
  const { solutions } = usePageContext().data as Data;
  return <HomeHero solutions={solutions} />;
}
