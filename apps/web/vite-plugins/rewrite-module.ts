import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites the library modules `moduleId` matches with `rewrite`. Each
 * rewrite checks that the module still reads as expected and throws otherwise, so a library
 * update fails the build rather than quietly shipping the unchanged code.
 */
export function rewriteModule(
  name: string,
  moduleId: RegExp,
  rewrite: (code: string) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      return moduleId.test(id) ? { code: rewrite(code), map: null } : null;
    },
  };
}
