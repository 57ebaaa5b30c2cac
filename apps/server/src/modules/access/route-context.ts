import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import type { SourceAccess } from './source-access.ts';

/** What a route answering from the knowledge base needs: the store, who may read, caching. */
export interface KbRouteContext {
  kb: KnowledgeBaseHolder;
  access: SourceAccess;
  caching: KbCaching;
}
