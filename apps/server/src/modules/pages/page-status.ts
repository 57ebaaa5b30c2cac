import { documentById } from '@medkompass/assessment/document-results.ts';
import { matchSitePath } from '@medkompass/assessment/site-routes.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

export interface PageStatusContext {
  kb: KnowledgeBaseHolder;
  /** Whether an information page has this slug; null when pages come from an outside CMS. */
  hasAboutPage: ((slug: string) => boolean) | null;
}

/**
 * The HTTP status of a page request (specification §2 'Unknown routes give the 404 page'): 404
 * for a path outside the site's route table, and for a document or an information page that
 * does not exist where the server can know it; 200 otherwise. The body is the app either way,
 * which shows the page or its 404 page.
 */
export function pageStatusOf(pathname: string, { kb, hasAboutPage }: PageStatusContext): 200 | 404 {
  const match = matchSitePath(pathname);
  if (match === null) return 404;
  const lookup = match.route.lookup;
  if (lookup?.kind === 'document' && kb.isLoaded) {
    const id = match.params.document ?? '';
    return documentById(kb.store, lookup.call, id) === undefined ? 404 : 200;
  }
  if (lookup?.kind === 'aboutTag' && hasAboutPage !== null) {
    return hasAboutPage(match.params.tag ?? '') ? 200 : 404;
  }
  return 200;
}
