import {
  documentCallResults,
  documentLookupOf,
  type DocumentCall,
  type DocumentOfCall,
} from '@medkompass/assessment/document-results.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import { riskprofileEntries } from '@medkompass/assessment/riskprofile-entries.ts';
import { scoreRiskprofile } from '@medkompass/assessment/riskprofile-scores.ts';
import {
  mostSevere,
  severitySummary,
  sortBySeverity,
  UNIDENTIFIED,
  type Grade,
  type SeverityScale,
} from '@medkompass/assessment/severity-order.ts';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import { FIXTURE_BUNDLE } from './fixture-kb.ts';

/*
 * What a tab should show for a search list, by the shared rules over the fixture knowledge base:
 * the names of packages/assessment (productLabel) and its order (severity-order.ts), so a web
 * test's expected order and count line are never written by hand.
 */

const kb = new BundleKnowledgeBase(FIXTURE_BUNDLE);

/** A fixture product as every view names it: 'Haldol 1 mg tablett'. */
export function productName(nplId: string): string {
  const product = kb.product(nplId);
  if (!product) throw new Error(`No fixture product ${nplId}`);
  return productLabel(product);
}

/** A fixture substance's name. */
export function substanceName(nslId: string): string {
  const substance = kb.substance(nslId);
  if (!substance) throw new Error(`No fixture substance ${nslId}`);
  return substance.name;
}

function nameOf(result: DocumentResult): string {
  switch (result.type) {
    case 'productMissing':
      return `Okänt läkemedel ${result.nplId}`;
    case 'substanceMissing':
      return `Okänd substans ${result.nslId}`;
    case 'productSingleSubstance':
    case 'productMultiSubstance':
      return productLabel(result);
    case 'substance':
    case 'substanceSingleDoc':
    case 'substanceMultiDocs':
    case 'substanceAdministration':
      return result.name;
  }
}

function documentIdsOf(result: DocumentResult): string[] {
  switch (result.type) {
    case 'productMissing':
    case 'substanceMissing':
      return [];
    case 'productMultiSubstance':
      return [...result.documentIds, ...result.substances.flatMap((s) => s.documentIds)];
    case 'productSingleSubstance':
    case 'substance':
    case 'substanceSingleDoc':
    case 'substanceMultiDocs':
    case 'substanceAdministration':
      return result.documentIds;
  }
}

/**
 * The entries of a document tab for a list (products, then substances, as the address gives
 * them), most severe first by the scale, and the count line above them.
 */
export function expectedDocumentTab<C extends DocumentCall, S extends SeverityScale>(
  call: C,
  scale: S,
  gradeOf: (document: DocumentOfCall[C]) => Grade<S>,
  list: { nplIds?: string[]; nslIds?: string[] },
): { names: string[]; summary: string } {
  const { results } = documentCallResults(kb, call, {
    nplIds: list.nplIds ?? [],
    nslIds: list.nslIds ?? [],
  });
  const lookup = documentLookupOf(kb, call);
  const graded = results.map((result) => ({
    name: nameOf(result),
    grade:
      result.type === 'productMissing' || result.type === 'substanceMissing'
        ? UNIDENTIFIED
        : mostSevere(
            scale,
            documentIdsOf(result).flatMap((id) => {
              const document = lookup.byId(id);
              return document ? [gradeOf(document)] : [];
            }),
          ),
  }));
  return {
    names: sortBySeverity(scale, graded, (entry) => entry.grade).map((entry) => entry.name),
    summary: severitySummary(
      scale,
      graded.map((entry) => entry.grade),
    ),
  };
}

/**
 * The riskprofile's properties for substances at their default administration (MAX), most
 * severe level first, and the count line above them.
 */
export function expectedRiskProperties(nslIds: string[]): { names: string[]; summary: string } {
  const { properties } = scoreRiskprofile(
    riskprofileEntries(kb, nslIds),
    FIXTURE_BUNDLE.riskProperties,
    {},
  );
  return {
    names: sortBySeverity('riskprofile', properties, (p) => p.label).map((p) => p.property.name.sv),
    summary: severitySummary(
      'riskprofile',
      properties.map((p) => p.label),
    ),
  };
}
