import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';

/** The privacy policy has SEO of its own in the content API; the other sub-pages answer by path. */
const privacyPolicyCode = 'privacy-policy';

const AboutSubPageQuery = graphql(`
  query AboutSubPage($code: String!, $path: String!, $privacyPolicy: Boolean!) {
    seo(path: $path) @skip(if: $privacyPolicy) {
      ...PageSeo
    }
    privacyPolicySeo @include(if: $privacyPolicy) {
      ...PageSeo
    }
    aboutPage(code: $code) {
      __typename
      ... on StandardPage {
        code
        title
        lead
        updatedAt
        ...ContentPage
      }
    }
    about {
      sections {
        ...AboutSection
      }
    }
  }
`);

/**
 * A warranty, certification or policy page under /about. An old address the content API redirects
 * (e.g. /about/company) is answered with its redirect; a code it does not know is the 404 page.
 */
export async function data(pageContext: PageContextServer) {
  const code = pageContext.routeParams.code ?? '';
  const path = localePath(pageContext.locale, `/about/${code}`);
  const page = await queryOnServer(pageContext, AboutSubPageQuery, {
    code,
    path,
    privacyPolicy: code === privacyPolicyCode,
  });
  const i18n = i18nFor(pageContext.locale);
  const subPage = page.aboutPage;
  const title = subPage.__typename === 'StandardPage' ? subPage.title.trim() : '';
  const seo = page.privacyPolicySeo ?? page.seo;
  if (!seo) throw new Error('AboutSubPage answered without SEO');
  if (subPage.__typename !== 'StandardPage') throw await notFound(pageContext, seo);
  const head = headFromSeo(seo, {
    title: `${title || i18n._(msg`О компании`)} — ${i18n._(msg`Острель`)}`,
    description: subPage.lead,
  });
  return {
    head,
    page: subPage,
    code: subPage.code || code,
    updatedAt: subPage.updatedAt,
    sections: page.about.sections,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
