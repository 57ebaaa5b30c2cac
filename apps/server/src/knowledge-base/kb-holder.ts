import { ServiceUnavailableError } from '../errors.ts';
import type { KnowledgeBaseStore } from './kb-store.ts';

/**
 * Holds the store the request path reads. Swapping replaces the reference in one assignment,
 * so every request reads one whole version.
 */
export class KnowledgeBaseHolder {
  private current: { store: KnowledgeBaseStore; importId: number } | null = null;

  get isLoaded(): boolean {
    return this.current !== null;
  }

  get store(): KnowledgeBaseStore {
    if (!this.current) throw new ServiceUnavailableError('Kunskapsbasen är inte laddad ännu');
    return this.current.store;
  }

  /** The database import the store was built from; null before the first load. */
  get importId(): number | null {
    return this.current?.importId ?? null;
  }

  swap(store: KnowledgeBaseStore, importId: number): void {
    this.current = { store, importId };
  }
}
