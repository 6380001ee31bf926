import { useData, usePageContext } from '@/app/page/page-context';
import type { Data } from './+data';
import { HomeCatalog } from './home-catalog';
import HomeHero from './home-hero.island';
import { HomeNews } from './home-news';
import { HomeProjects } from './home-projects';
import { HomeSolutions } from './home-solutions';

export default function Page() {
  const { locale } = usePageContext();
  const { hero, solutions, catalogSections, projects, news } = useData<Data>();
  return (
    <>
      {/* A new banner per language: switching it starts from the default picture. */}
      <HomeHero key={locale} solutions={hero} />
      <HomeSolutions items={solutions} />
      <HomeCatalog sections={catalogSections} />
      <HomeProjects items={projects} />
      <HomeNews items={news} />
    </>
  );
}
