import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { cmsPageQueryOptions, CmsPageError } from '../api/get-cms-page.ts';
import { CmsHtml } from './cms-html.tsx';
import { cmsTitleText } from './sanitize-cms-html.ts';
import '../../../lib/page-texts.ts';

export interface ContentPageProps {
  /** The page's slug: the tag of /about/{tag} or /en/about/{tag}. */
  slug: string;
  /** Where the link on the 'does not exist' page leads: the language's main about page. */
  aboutPath: string;
  /** What the app shows after the page's text (the statistics choice on the cookie page). */
  after?: ReactNode;
}

/** 'Info page does not exist' (specification §8, status 404). */
function PageNotFound({ aboutPath }: { aboutPath: string }) {
  const { t } = usePageTranslation();
  return (
    <article className="content-page">
      <title>{t('contentPage.pageTitle', { title: t('contentPage.notFoundTitle') })}</title>
      <h1>{t('contentPage.notFoundTitle')}</h1>
      <p>{t('contentPage.notFoundText')}</p>
      <p>
        <Link to={aboutPath}>{t('contentPage.aboutLink')}</Link>
      </p>
    </article>
  );
}

/** 'Error loading wordpress data' (specification §8, status 400), with a retry. */
function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = usePageTranslation();
  return (
    <article className="content-page">
      <title>{t('contentPage.pageTitle', { title: t('contentPage.loadErrorTitle') })}</title>
      <h1>{t('contentPage.loadErrorTitle')}</h1>
      <ErrorMessage onRetry={onRetry}>{t('contentPage.loadErrorText')}</ErrorMessage>
    </article>
  );
}

/** An information page from the CMS as a readable article (specification §2 'Information pages'). */
export function ContentPage({ slug, aboutPath, after = null }: ContentPageProps) {
  const { t } = usePageTranslation();
  const page = useQuery(cmsPageQueryOptions(slug));

  if (page.isPending) return <LoadingMessage>{t('contentPage.loading')}</LoadingMessage>;
  if (page.isError) {
    return page.error instanceof CmsPageError && page.error.status === 404 ? (
      <PageNotFound aboutPath={aboutPath} />
    ) : (
      <PageLoadError onRetry={() => void page.refetch()} />
    );
  }
  const title = cmsTitleText(page.data.title.rendered);
  return (
    <article className="content-page">
      <title>{t('contentPage.pageTitle', { title })}</title>
      <h1>{title}</h1>
      <CmsHtml html={page.data.content.rendered} />
      {after}
    </article>
  );
}
