import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstRenderStateAsHtml,
  isServerPaintedPartName,
  type FirstRenderState,
} from './first-render.ts';

const state = (header: string, message: string): FirstRenderState => ({
  env: { API_URL: '', environment: 'env-prod', CMS_URL: '', PRODUCT_NAME: 'medkompass' },
  messages: [{ _id: 'm', type: 'info', header, message, allowHide: true }],
});

describe('the first-render state as the text of an HTML data block', () => {
  it('holds no character that could end the element, and reads back as it was', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'grapheme' }), (header, message) => {
        const text = firstRenderStateAsHtml(state(header, message));
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(state(header, message));
      }),
    );
  });

  it('escapes a message that tries to close the block', () => {
    const text = firstRenderStateAsHtml(state('x', '</script><script>alert(1)</script>'));
    expect(text).toContain('\\u003c/script\\u003e');
  });
});

describe('a server-painted part’s name', () => {
  it('is a plain word: lower-case letters, and hyphens after the first', () => {
    for (const name of ['review-actions', 'patient-summary', 'integrated-notices', 'x']) {
      expect(isServerPaintedPartName(name)).toBe(true);
    }
    for (const name of ['', '-notices', 'Review', 'two words', 'a"b', 'a>b', 'ä', 'part1']) {
      expect(isServerPaintedPartName(name)).toBe(false);
    }
  });

  it('never holds what could leave an HTML attribute or split the list of names', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        if (isServerPaintedPartName(name)) expect(name).toMatch(/^[a-z-]+$/);
      }),
    );
  });
});
