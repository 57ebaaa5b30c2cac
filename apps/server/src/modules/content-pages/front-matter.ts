import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * The front matter of an information page (content/README.md): `slug` may hold `{product}`,
 * replaced by PRODUCT_NAME; `list` names a tag whose pages this page lists in full (the FAQ and
 * the news); `order` and `date` order those entries.
 */
export const frontMatterSchema = z.strictObject({
  slug: z.string().min(1),
  title: z.string().min(1),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'tags are lower-case words with hyphens')),
  /** ISO date of publication or last change; news are listed newest first. */
  date: z.iso.date().optional(),
  list: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  order: z.number().int().optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a page file into its front matter (YAML between `---` lines) and Markdown body. */
export function parsePageFile(source: string): { frontMatter: FrontMatter; body: string } {
  const match = FENCE.exec(source);
  if (!match) throw new Error('the file does not start with front matter between --- lines');
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new Error(`bad front matter: ${problems.join('; ')}`);
  }
  return { frontMatter: parsed.data, body: source.slice(match[0].length) };
}
