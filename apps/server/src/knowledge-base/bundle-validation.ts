import { kbBundleSchema, type KbBundle } from '@medkompass/contracts/kb-bundle.ts';

export interface BundleProblem {
  /** Where in the bundle, e.g. 'interactions[3].substanceNslIds[1]'. */
  path: string;
  message: string;
}

export type BundleValidation =
  { ok: true; bundle: KbBundle } | { ok: false; problems: BundleProblem[] };

/**
 * Validates a bundle whole: its shape (zod) and then its references. Every bad record is
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
        message: issue.message,
      })),
    };
  }
  const problems = referenceProblems(parsed.data);
  return problems.length === 0 ? { ok: true, bundle: parsed.data } : { ok: false, problems };
}

function referenceProblems(bundle: KbBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const substanceIds = uniqueIds(
    bundle.substances,
    (s) => s.nslId,
    'substances',
    'nslId',
    problems,
  );
  uniqueIds(bundle.products, (p) => p.nplId, 'products', 'nplId', problems);
  uniqueIds(bundle.interactions, (i) => i.id, 'interactions', 'id', problems);
  const textIds = uniqueIds(
    bundle.interactionTexts,
    (t) => t.id,
    'interactionTexts',
    'id',
    problems,
  );

  bundle.substances.forEach((substance, index) => {
    const refs = [substance.topParent, ...substance.childNslIds].filter((id) => id !== null);
    for (const id of refs) {
      if (!substanceIds.has(id)) {
        problems.push({ path: `substances[${index}]`, message: `okänd substans ${id}` });
      }
    }
  });
  bundle.products.forEach((product, p) => {
    product.drugFormGroups.forEach((group, g) => {
      group.substances.forEach((substance, s) => {
        if (!substanceIds.has(substance.nslId)) {
          problems.push({
            path: `products[${p}].drugFormGroups[${g}].substances[${s}].nslId`,
            message: `okänd substans ${substance.nslId}`,
          });
        }
      });
    });
  });
  const pairs = new Set<string>();
  bundle.interactions.forEach((interaction, index) => {
    const [a, b] = interaction.substanceNslIds;
    interaction.substanceNslIds.forEach((id, side) => {
      if (!substanceIds.has(id)) {
        problems.push({
          path: `interactions[${index}].substanceNslIds[${side}]`,
          message: `okänd substans ${id}`,
        });
      }
    });
    if (a === b)
      problems.push({
        path: `interactions[${index}]`,
        message: 'en substans kan inte interagera med sig själv',
      });
    const pair = [a, b].sort().join('|');
    if (pairs.has(pair))
      problems.push({ path: `interactions[${index}]`, message: `paret ${a}–${b} finns redan` });
    pairs.add(pair);
    for (const [field, id] of Object.entries(interaction.textIds)) {
      if (!textIds.has(id)) {
        problems.push({
          path: `interactions[${index}].textIds.${field}`,
          message: `okänd text ${id}`,
        });
      }
    }
  });
  return problems;
}

function uniqueIds<T>(
  records: readonly T[],
  idOf: (record: T) => string,
  section: string,
  field: string,
  problems: BundleProblem[],
): Set<string> {
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const id = idOf(record);
    if (seen.has(id))
      problems.push({ path: `${section}[${index}].${field}`, message: `dubblett av ${id}` });
    seen.add(id);
  });
  return seen;
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
