import { describe, expect, it } from 'vitest';
import { fertileWomanOf } from './fertile-woman.ts';

describe('fertileWomanOf', () => {
  it('is false only when the URL says isFertile=false, else unknown', () => {
    expect(fertileWomanOf(new URLSearchParams('isFertile=false&nslIds=IDDEMOWARFARIN'))).toBe(
      false,
    );
    expect(fertileWomanOf(new URLSearchParams('isFertile=true'))).toBeNull();
    expect(fertileWomanOf(new URLSearchParams('isFertile=nej'))).toBeNull();
    expect(fertileWomanOf(new URLSearchParams(''))).toBeNull();
  });
});
