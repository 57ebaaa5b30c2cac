import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  birthDefectDocumentResponseSchema,
  genderDocumentResponseSchema,
  genusDocumentResponseSchema,
  lactationDocumentResponseSchema,
} from '@medkompass/contracts/document-by-id.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import { assessmentBundle, P, S } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { SOURCE_DISABLED_MESSAGE } from '../access/source-access.ts';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './documents.routes.ts';

const bundle = assessmentBundle();

describe.each(testDatabaseKinds)('one whole document by id on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers a lactation document whole, as the knowledge base holds it', async () => {
    const response = await get('/api/lactation/document/lact-diklofenak-gel');
    expect(response.statusCode).toBe(200);
    const document = lactationDocumentResponseSchema.parse(response.json());
    expect(document).toEqual(bundle.lactationDocuments.find((d) => d.id === 'lact-diklofenak-gel'));
    expect(document).toMatchObject({
      recommendation: 'Rekommendation lact-diklofenak-gel',
      publicRecommendation: 'Råd lact-diklofenak-gel',
      nslIds: [S.DIKLOFENAK],
      nplIds: [P.VOLTAREN_GEL],
    });
  });

  it('answers birth-defect and genus documents', async () => {
    const birth = await get('/api/birthdefect/document/bd-warfarin');
    expect(birth.statusCode).toBe(200);
    expect(birthDefectDocumentResponseSchema.parse(birth.json())).toEqual(
      bundle.birthDefectDocuments[0],
    );
    const genus = await get('/api/genus/document/genus-warfarin');
    expect(genus.statusCode).toBe(200);
    expect(genusDocumentResponseSchema.parse(genus.json())).toEqual(bundle.genusDocuments[0]);
  });

  it('answers an English sex-and-gender document from /api/gender', async () => {
    const gender = await get('/api/gender/document/gender-warfarin');
    expect(gender.statusCode).toBe(200);
    expect(genderDocumentResponseSchema.parse(gender.json())).toEqual(bundle.genderDocuments[0]);
  });

  it('answers 404 in the one error shape for an unknown id, or an id of another source', async () => {
    for (const url of [
      '/api/lactation/document/lact-finns-inte',
      '/api/lactation/document/bd-warfarin',
      '/api/genus/document/gender-warfarin',
      '/api/gender/document/genus-warfarin',
      '/api/birthdefect/document/lact-warfarin',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        error: { code: 'not_found', message: DOCUMENT_NOT_FOUND_MESSAGE },
      });
      // A missing document may appear with the next import: never stored.
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('refuses an id longer than the contract allows, naming the field', async () => {
    const response = await get(`/api/genus/document/${'x'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toMatchObject({
      code: 'validation',
      issues: [expect.objectContaining({ path: 'params.id' })],
    });
  });

  it('is cached like the search-list calls: public, with an ETag that answers 304', async () => {
    const first = await get('/api/lactation/document/lact-warfarin');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/api/lactation/document/lact-warfarin', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe.each(testDatabaseKinds)('an English document when genus is switched off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { SOURCES_DISABLED: 'genus' });
  });
  afterAll(() => t.close());

  it('answers 403 source_disabled: the English documents are the genus source', async () => {
    const response = await t.app.inject({ url: '/api/gender/document/gender-warfarin' });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('source_disabled');
  });
});

describe.each(testDatabaseKinds)('a document of a switched-off source on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { SOURCES_DISABLED: 'lactation' });
  });
  afterAll(() => t.close());

  it('answers 403 source_disabled, before looking for the document', async () => {
    for (const id of ['lact-warfarin', 'lact-finns-inte']) {
      const response = await t.app.inject({ url: `/api/lactation/document/${id}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'source_disabled', message: SOURCE_DISABLED_MESSAGE },
      });
    }
    expect((await t.app.inject({ url: '/api/genus/document/genus-warfarin' })).statusCode).toBe(
      200,
    );
  });
});
