import { describe, expect, it, vi } from 'vitest';
import { collectAfterLoad, COLLECT_FROM_PACKED_BYTES } from './load-garbage.ts';

describe('collectAfterLoad', () => {
  it('runs a memory-reducing full collection, at once, after a large load', () => {
    const gc = vi.fn();
    expect(collectAfterLoad(COLLECT_FROM_PACKED_BYTES, gc)).toBeGreaterThanOrEqual(0);
    expect(gc).toHaveBeenCalledExactlyOnceWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
  });

  it('leaves a small load to the collector, whose pause would cost the start more', () => {
    const gc = vi.fn();
    expect(collectAfterLoad(COLLECT_FROM_PACKED_BYTES - 1, gc)).toBeNull();
    expect(gc).not.toHaveBeenCalled();
  });

  it('does nothing where Node does not expose the collector', () => {
    expect(collectAfterLoad(COLLECT_FROM_PACKED_BYTES * 10, undefined)).toBeNull();
  });
});
