import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The documentation a fresh clone is read from: the README, docs/ and the benchmarks' figures. */
function documentationFiles(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', 'bench/README.md', ...docs.sort()];
}

/** Markdown without what is not a link: fenced blocks, code spans and HTML comments. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** Every link target: inline links and images, reference definitions and autolinks. */
export function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  const autolinks = [...prose.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi)];
  return [...inline, ...references, ...autolinks].map((match) => match[1] ?? '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading = ''] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Repository-relative paths that git ignores, so a fresh clone would not have them. */
function ignoredByGit(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const run = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: repoRoot,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  return new Set(run.stdout.split('\n').filter(Boolean));
}

interface LinkProblem {
  file: string;
  target: string;
  problem: string;
}

/**
 * What is wrong with the links of one Markdown file at `file` (repository-relative): a relative
 * link must name a file or folder of the repository that git keeps, and an anchor a heading of
 * the file it points into; nothing may point outside the repository or at an absolute path.
 */
export function linkProblems(
  file: string,
  markdown: string,
  readMarkdown: (file: string) => string = (other) =>
    readFileSync(path.join(repoRoot, other), 'utf8'),
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const local: { target: string; relative: string; anchor: string }[] = [];
  for (const target of linkTargets(markdown)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
    if (scheme === 'http' || scheme === 'https' || scheme === 'mailto') continue;
    if (scheme !== undefined || target.startsWith('/') || target.startsWith('\\')) {
      problems.push({
        file,
        target,
        problem: 'points at an absolute path, not into the repository',
      });
      continue;
    }
    const [pathPart = '', anchor = ''] = target.split('#', 2);
    // A bare anchor points into the file itself.
    const linked = pathPart === '' ? path.basename(file) : decodeURIComponent(pathPart);
    const relative = path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), linked));
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      problems.push({ file, target, problem: 'points outside the repository' });
      continue;
    }
    local.push({ target, relative: relative === '' ? '.' : relative, anchor });
  }
  const ignored = ignoredByGit(local.map((link) => link.relative));
  for (const { target, relative, anchor } of local) {
    const full = path.join(repoRoot, relative);
    if (!existsSync(full)) {
      problems.push({ file, target, problem: 'names no file of the repository' });
    } else if (ignored.has(relative)) {
      problems.push({ file, target, problem: 'names a file git ignores (absent from a clone)' });
    } else if (anchor !== '' && relative.endsWith('.md') && statSync(full).isFile()) {
      const into = relative === path.normalize(file) ? markdown : readMarkdown(relative);
      if (!anchorsOf(into).has(anchor)) {
        problems.push({ file, target, problem: `names no heading #${anchor}` });
      }
    }
  }
  return problems;
}

describe('Markdown links', () => {
  it('finds links in prose and skips code and comments', () => {
    const markdown = [
      'See [the ADRs](docs/decisions/README.md) and ![a figure](bench/figure.png "title").',
      '[ref]: docs/architecture.md',
      'Mail <mailto:a@b.se> or <https://example.org>.',
      '`[not a link](nowhere.md)` <!-- [nor this](nowhere.md) -->',
      '```',
      '[nor this](nowhere.md)',
      '```',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      'docs/decisions/README.md',
      'bench/figure.png',
      'docs/architecture.md',
      'mailto:a@b.se',
      'https://example.org',
    ]);
  });

  it('reports a missing file, a link outside the repository, an absolute path and a lost anchor', () => {
    const markdown = [
      '# Title',
      '## `http.ts` — the API',
      '[fine](docs/decisions/README.md) [web](https://example.org) [here](#title)',
      '[code heading](#httpts--the-api) [folder](docs/decisions/)',
      '[missing](docs/no-such-file.md)',
      '[outside](../shared/DESIGN.md)',
      '[absolute](/work/shared/DESIGN.md)',
      '[file url](file:///etc/hosts)',
      '[no heading](#no-such-heading)',
      '[ignored](node_modules/)',
    ].join('\n');
    expect(linkProblems('README.md', markdown).map((p) => [p.target, p.problem])).toEqual([
      ['../shared/DESIGN.md', 'points outside the repository'],
      ['/work/shared/DESIGN.md', 'points at an absolute path, not into the repository'],
      ['file:///etc/hosts', 'points at an absolute path, not into the repository'],
      ['docs/no-such-file.md', 'names no file of the repository'],
      ['#no-such-heading', 'names no heading #no-such-heading'],
      ['node_modules/', 'names a file git ignores (absent from a clone)'],
    ]);
  });

  it('of the README, docs/ and bench/README.md all resolve inside the repository', () => {
    const files = documentationFiles();
    expect(files).toContain('docs/decisions/README.md');
    const problems = files.flatMap((file) =>
      linkProblems(file, readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(problems).toEqual([]);
    const linked = files.reduce(
      (sum, file) => sum + linkTargets(readFileSync(path.join(repoRoot, file), 'utf8')).length,
      0,
    );
    expect(linked).toBeGreaterThan(50);
  });
});
