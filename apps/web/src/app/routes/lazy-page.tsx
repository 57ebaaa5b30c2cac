import { useEffect, type ComponentType } from 'react';
import { ErrorMessage, LoadingMessage } from '../../components/ui/query-status.tsx';
import { useAfterFirstCommit } from '../first-paint/first-commit.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { onDemandModule, startLoad, type OnDemandModule } from '../../lib/on-demand-module.ts';
import { reloadForChunkError } from '../../lib/routing/chunk-reload.ts';
import type { LazyComponent } from '../../lib/assessment/source-descriptor.ts';

/**
 * A page whose code loads while its layout is already on screen (ADR 31). React Router's `lazy`
 * would hold the whole first render, banners and search included, until the page's chunk had
 * arrived; so would a suspending React.lazy, as the first render is a transition (ADR 30). This
 * shows the layout at once and a loading message in the page's place. A chunk that fails to load
 * reloads the page once, as the error page does (a deploy may have replaced it); failing still, the
 * tab says so in its place and offers to try again, and the search list, tabs and banners stay.
 */
export function lazyPage(load: LazyComponent): {
  Component: ComponentType;
  handle: PageHandle;
} {
  const page = pageModuleOf(load);
  function LazyPage() {
    const { t } = useTranslation();
    const state = page.useLoadState();
    const afterFirstCommit = useAfterFirstCommit();
    useEffect(() => {
      startLoad(page);
    }, []);
    const error = state.status === 'failed' ? state.error : null;
    useEffect(() => {
      if (error === null) return;
      reloadForChunkError(error, window.sessionStorage, () => {
        window.location.reload();
      });
    }, [error]);
    if (state.status === 'failed') {
      // A reload, not another import: a browser may keep a failed module's error.
      return (
        <ErrorMessage
          onRetry={() => {
            window.location.reload();
          }}
        >
          {t('common.pageLoadFailed')}
        </ErrorMessage>
      );
    }
    // Even when its code came in time, the page waits for a commit after the app's first, so the
    // two are not one long task (lib/first-commit.ts).
    if (state.status !== 'loaded' || !afterFirstCommit) {
      return <LoadingMessage>{t('common.loading')}</LoadingMessage>;
    }
    const { Component } = state.module;
    return <Component />;
  }
  return {
    Component: LazyPage,
    handle: {
      preload: () => {
        startLoad(page);
      },
    },
  };
}

// One module per page, shared by its route and whatever loads it ahead (a tab under the pointer).
const pageModules = new Map<LazyComponent, OnDemandModule<Awaited<ReturnType<LazyComponent>>>>();

function pageModuleOf(load: LazyComponent) {
  let page = pageModules.get(load);
  if (page === undefined) {
    page = onDemandModule(load);
    pageModules.set(load, page);
  }
  return page;
}

/**
 * Starts loading a page's code ahead of a visit, e.g. when the pointer or the focus comes to its
 * tab: by the click, the page is usually there, and shows without a loading message.
 */
export function preloadPage(load: LazyComponent): void {
  startLoad(pageModuleOf(load));
}

/**
 * A route's handle with a page to load ahead: the router starts the first page's load as it is
 * created (router.tsx), before React renders anything. (No loader for it: a route with a loader
 * would hold the first render until it ran, which is what this avoids.)
 */
export interface PageHandle {
  preload: () => void;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'preload' in handle &&
    typeof handle.preload === 'function'
  );
}

/** Starts the load of the pages of these routes that load ahead. */
export function preloadPages(routes: readonly { handle?: unknown }[]): void {
  for (const { handle } of routes) if (isPageHandle(handle)) handle.preload();
}
