import { render } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedEntry } from '../../../lib/search-list/use-resolved-search-list.ts';
import type * as TagContentModule from './search-tag-content.tsx';
import type { SearchTagItem } from './search-tag-content.tsx';
import { SearchTagGroup, showsSameTags, type SearchTagGroupProps } from './search-tag-group.tsx';

// Counts the tags' renders: a tag's text renders each time the tag group does.
const tagRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./search-tag-content.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof TagContentModule>();
  return {
    ...original,
    TagContent: (props: Parameters<typeof original.TagContent>[0]) => {
      tagRenders.count += 1;
      return original.TagContent(props);
    },
  };
});

const status = fc.constantFrom<ResolvedEntry['status']>('loading', 'resolved', 'unknown', 'error');
const tag = fc.record({ id: fc.stringMatching(/^ID[A-Z]{1,6}$/), label: fc.string(), status });
type TagFacts = { id: string; label: string; status: ResolvedEntry['status'] };

/** Fresh objects for the same tags, as the search panel builds them on every render. */
function itemsOf(tags: readonly TagFacts[]): SearchTagItem[] {
  return tags.map(({ id, label, status }) => ({
    key: `substance:${id}`,
    label,
    entry:
      status === 'resolved'
        ? { kind: 'substance', id, status, name: label }
        : { kind: 'substance', id, status },
  }));
}

const onRemove = () => undefined;
const propsOf = (tags: readonly TagFacts[], hasUnknown = false): SearchTagGroupProps => ({
  items: itemsOf(tags),
  hasUnknown,
  onRemove,
});

describe('showsSameTags', () => {
  it('is true for new objects with the same tags, and false when a key, label or state differs', () => {
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 6 }), fc.array(tag, { maxLength: 6 }), (a, b) => {
        const same =
          a.length === b.length &&
          a.every((t, i) => {
            const u = b.at(i);
            return u !== undefined && t.id === u.id && t.label === u.label && t.status === u.status;
          });
        expect(showsSameTags(propsOf(a), propsOf(a))).toBe(true);
        expect(showsSameTags(propsOf(a), propsOf(b))).toBe(same);
      }),
    );
  });

  it('is false when the unknown warning or the remove handler changes', () => {
    const tags = [{ id: 'IDA', label: 'Alvedon', status: 'resolved' as const }];
    expect(showsSameTags(propsOf(tags), propsOf(tags, true))).toBe(false);
    expect(showsSameTags(propsOf(tags), { ...propsOf(tags), onRemove: () => undefined })).toBe(
      false,
    );
  });
});

describe('SearchTagGroup', () => {
  it('does not render again for new objects with the same tags, and does for a changed tag', () => {
    const view = (props: SearchTagGroupProps) => (
      <MemoryRouter>
        <SearchTagGroup {...props} />
      </MemoryRouter>
    );
    const tags = [
      { id: 'IDA', label: 'Alvedon', status: 'resolved' as const },
      { id: 'IDW', label: 'IDW', status: 'loading' as const },
    ];
    const { rerender, getByRole } = render(view(propsOf(tags)));
    const rendered = tagRenders.count;
    expect(rendered).toBeGreaterThan(0);
    rerender(view(propsOf(tags)));
    expect(tagRenders.count).toBe(rendered);

    rerender(view(propsOf([tags[0]!, { id: 'IDW', label: 'Waran', status: 'resolved' }])));
    expect(tagRenders.count).toBeGreaterThan(rendered);
    expect(getByRole('row', { name: 'Waran' })).toBeInTheDocument();
  });
});
