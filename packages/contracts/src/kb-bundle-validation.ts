import { kbBundleSchema, type KbBundle } from './kb-bundle.ts';
import { bundleRuleProblems, type BundleProblem } from './kb-bundle-rules.ts';

export type { BundleProblem };

export type BundleValidation =
  { ok: true; bundle: KbBundle } | { ok: false; problems: BundleProblem[] };

/**
 * Validates a bundle whole: its shape (zod), then its references and rules. Every bad record is
 * reported by path, so an editor can fix them all in one go; nothing is imported from a bundle
 * with a problem.
 */
export function validateBundle(input: unknown): BundleValidation {
  const parsed = kbBundleSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: `${issue.message}${classNamed(input, issue.path)}`,
      })),
    };
  }
  const problems = bundleRuleProblems(parsed.data);
  return problems.length === 0 ? { ok: true, bundle: parsed.data } : { ok: false, problems };
}

/**
 * ' (klassen nsaid)' for a problem inside a duplication class that has a readable id: an editor
 * looks a class up by its id, not by its place in the list.
 */
function classNamed(input: unknown, path: readonly PropertyKey[]): string {
  const [section, index] = path;
  if (section !== 'duplicationClasses' || typeof index !== 'number' || path.length < 3) return '';
  const classes = (input as { duplicationClasses?: unknown }).duplicationClasses;
  const record: unknown = Array.isArray(classes) ? classes[index] : undefined;
  const id = (record as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id !== '' ? ` (klassen ${id})` : '';
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number'
        ? `${text}[${key}]`
        : text === ''
          ? String(key)
          : `${text}.${String(key)}`,
    '',
  );
}
