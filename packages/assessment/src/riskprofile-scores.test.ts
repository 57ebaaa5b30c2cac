import { describe, expect, it } from 'vitest';
import type { RiskProperty, RiskprofileEntry } from '@medkompass/contracts/riskprofile.ts';
import {
  administrationOptions,
  effectiveAdministration,
  scoreRiskprofile,
} from './riskprofile-scores.ts';

/** Levels as the demo grades QT, bleeding and serotonergic effects: '-' 0–1, I 2, II 3–4, III 5+. */
const property = (propertyId: RiskProperty['propertyId'], name: string): RiskProperty => ({
  id: propertyId,
  propertyId,
  name: { sv: name, en: name },
  algorithm: 'sum',
  levels: [
    { level: 0, min: 0, max: 1 },
    { level: 1, min: 2, max: 2 },
    { level: 2, min: 3, max: 4 },
    { level: 3, min: 5, max: 99 },
  ],
});
const PROPERTIES = [
  property('bleeding', 'Blödningsrisk'),
  property('qtProlongation', 'QT-förlängning'),
  property('serotonergic', 'Serotonerga effekter'),
];

const assessed = (nslId: string, properties: RiskprofileEntry['properties']): RiskprofileEntry => ({
  nslId,
  substance: nslId.toLowerCase(),
  status: 'assessed',
  profileNslIds: [nslId],
  properties,
});

const HALOPERIDOL = assessed('IDHALOPERIDOL', [
  { propertyId: 'qtProlongation', values: { peroral: 2, parenteral: 3 } },
]);
const CITALOPRAM = assessed('IDCITALOPRAM', [
  { propertyId: 'qtProlongation', values: { peroral: 2 } },
  { propertyId: 'serotonergic', values: { peroral: 2 } },
  { propertyId: 'bleeding', values: { peroral: 1 } },
]);
const SERTRALIN = assessed('IDSERTRALIN', [
  { propertyId: 'serotonergic', values: { peroral: 2 } },
  { propertyId: 'bleeding', values: { peroral: 1 } },
]);
const IBUPROFEN = assessed('IDIBUPROFEN', [
  { propertyId: 'bleeding', values: { peroral: 2, topical: 0 } },
]);
const WARFARIN = assessed('IDWARFARIN', [{ propertyId: 'bleeding', values: { peroral: 3 } }]);
const EYE_DROPS = assessed('IDTIMOLOL', [{ propertyId: 'bleeding', values: { topical: 1 } }]);
const MIXED = assessed('IDMIXED', [{ propertyId: 'bleeding', values: { peroral: 1, topical: 3 } }]);
const NO_RISK = assessed('IDPARACETAMOL', []);
const NOT_ASSESSED: RiskprofileEntry = {
  nslId: 'IDMETFORMIN',
  substance: 'metformin',
  status: 'notAssessed',
  profileNslIds: [],
  properties: [],
};
const MISSING: RiskprofileEntry = {
  nslId: 'IDOKAND',
  substance: null,
  status: 'missing',
  profileNslIds: [],
  properties: [],
};

const score = (entries: RiskprofileEntry[], chosen = {}) =>
  scoreRiskprofile(entries, PROPERTIES, chosen);
const of = (scores: ReturnType<typeof score>, propertyId: string) =>
  scores.properties.find((p) => p.property.propertyId === propertyId);

describe('scoreRiskprofile (ADR 9, specification §4)', () => {
  it('adds every substance’s highest value by default (MAX) and grades the sum', () => {
    const scores = score([SERTRALIN, CITALOPRAM]);
    expect(of(scores, 'serotonergic')).toMatchObject({
      sum: 4,
      level: 2,
      label: 'II',
      colour: 'yellow',
      // Equal values: by name.
      contributions: [
        { nslId: 'IDCITALOPRAM', substance: 'idcitalopram', administration: 'MAX', value: 2 },
        { nslId: 'IDSERTRALIN', substance: 'idsertralin', administration: 'MAX', value: 2 },
      ],
    });
    // Bleeding 1 + 1 = 2 is level I; a property nobody adds to is '-' on green.
    expect(of(scores, 'bleeding')).toMatchObject({ sum: 2, label: 'I', colour: 'white' });
    expect(of(score([SERTRALIN]), 'qtProlongation')).toMatchObject({
      sum: 0,
      label: '-',
      colour: 'green',
      contributions: [],
    });
  });

  it('raises QT prolongation at level 3 to the alert, shown as III, and names it', () => {
    // Haloperidol at its highest (parenteral 3) with citalopram 2: 5, level 3.
    const scores = score([HALOPERIDOL, CITALOPRAM]);
    const qt = of(scores, 'qtProlongation');
    expect(qt).toMatchObject({ sum: 5, level: 10, label: 'III', colour: 'red', qtAlert: true });
    // The largest contribution first.
    expect(qt?.contributions.map((c) => [c.nslId, c.value])).toEqual([
      ['IDHALOPERIDOL', 3],
      ['IDCITALOPRAM', 2],
    ]);
    expect(scores.qtAlert).toBe(qt);
    expect(scores.highest).toBe('III');
    // Level 3 of another property is no QT alert.
    const bleeding = score([WARFARIN, IBUPROFEN]);
    expect(of(bleeding, 'bleeding')).toMatchObject({ sum: 5, level: 3, qtAlert: false });
    expect(bleeding.qtAlert).toBeNull();
  });

  it('uses the chosen route: haloperidol peroral takes QT from the alert to II', () => {
    const scores = score([HALOPERIDOL, CITALOPRAM], { IDHALOPERIDOL: 'peroral' });
    expect(of(scores, 'qtProlongation')).toMatchObject({
      sum: 4,
      level: 2,
      label: 'II',
      qtAlert: false,
      contributions: [
        { nslId: 'IDCITALOPRAM', administration: 'MAX', value: 2 },
        { nslId: 'IDHALOPERIDOL', administration: 'peroral', value: 2 },
      ],
    });
    expect(scores.qtAlert).toBeNull();
  });

  it('counts a topical route as its own value: ibuprofen gel with warfarin is II, not III', () => {
    expect(of(score([WARFARIN, IBUPROFEN]), 'bleeding')).toMatchObject({ sum: 5, label: 'III' });
    const gel = of(score([WARFARIN, IBUPROFEN], { IDIBUPROFEN: 'topical' }), 'bleeding');
    // The gel adds nothing and is not listed as a contribution.
    expect(gel).toMatchObject({ sum: 3, label: 'II' });
    expect(gel?.contributions.map((c) => c.nslId)).toEqual(['IDWARFARIN']);
  });

  it('leaves out topical values for enteral and parenteral, and everything for none', () => {
    expect(of(score([MIXED], { IDMIXED: 'entOrParent' }), 'bleeding')?.sum).toBe(1);
    expect(of(score([MIXED]), 'bleeding')?.sum).toBe(3);
    expect(of(score([MIXED, WARFARIN], { IDWARFARIN: 'none' }), 'bleeding')).toMatchObject({
      sum: 3,
      contributions: [{ nslId: 'IDMIXED', value: 3 }],
    });
  });

  it('applies MAX when the chosen administration is not offered for the substance', () => {
    // Citalopram has no parenteral values: that choice would count as 0.
    const scores = score([HALOPERIDOL, CITALOPRAM], { IDCITALOPRAM: 'parenteral' });
    expect(of(scores, 'qtProlongation')?.contributions[1]).toMatchObject({
      administration: 'MAX',
      value: 2,
    });
  });

  it('lists the unassessed and the unknown apart and counts neither', () => {
    const scores = score([NOT_ASSESSED, WARFARIN, MISSING, NO_RISK]);
    expect(scores.notAssessed).toEqual([NOT_ASSESSED]);
    expect(scores.missing).toEqual([MISSING]);
    expect(of(scores, 'bleeding')?.contributions.map((c) => c.nslId)).toEqual(['IDWARFARIN']);
    expect(scores.highest).toBe('II');
  });

  it("is '-' throughout for a list without risks, in the specification's column order", () => {
    // Definitions in another order (a store may sort them by id) come out in column order.
    const scores = scoreRiskprofile(
      [NO_RISK, NOT_ASSESSED],
      [PROPERTIES[2]!, PROPERTIES[1]!, property('sedation', 'Sedering'), PROPERTIES[0]!],
      {},
    );
    expect(scores.properties.map((p) => [p.property.propertyId, p.label])).toEqual([
      ['sedation', '-'],
      ['bleeding', '-'],
      ['qtProlongation', '-'],
      ['serotonergic', '-'],
    ]);
    expect(scores.highest).toBe('-');
    expect(scores.qtAlert).toBeNull();
  });
});

describe('administrationOptions (specification §3 administration types, §4)', () => {
  it('offers MAX, enteral and parenteral, the routes with values in tag order, and none', () => {
    const entry = assessed('IDX', [
      { propertyId: 'bleeding', values: { topical: 0, parenteral: 1 } },
      { propertyId: 'qtProlongation', values: { nonPeroral: 1, peroral: 2 } },
    ]);
    expect(administrationOptions(entry)).toEqual([
      'MAX',
      'entOrParent',
      'peroral',
      'nonPeroral',
      'parenteral',
      'topical',
      'none',
    ]);
  });

  it('offers no systemic choice for a topical-only substance, and no route without values', () => {
    expect(administrationOptions(EYE_DROPS)).toEqual(['MAX', 'topical', 'none']);
    expect(administrationOptions(CITALOPRAM)).toEqual(['MAX', 'entOrParent', 'peroral', 'none']);
    expect(administrationOptions(NO_RISK)).toEqual(['MAX', 'none']);
  });

  it('keeps an offered choice and falls back to MAX otherwise', () => {
    expect(effectiveAdministration(HALOPERIDOL, 'parenteral')).toBe('parenteral');
    expect(effectiveAdministration(HALOPERIDOL, 'none')).toBe('none');
    expect(effectiveAdministration(HALOPERIDOL, 'topical')).toBe('MAX');
    expect(effectiveAdministration(HALOPERIDOL, undefined)).toBe('MAX');
  });
});

describe('administration options at their edges (specification §4)', () => {
  it('offers enteral and parenteral for a substance with values on one systemic route only', () => {
    const parenteral = assessed('IDINJEKTION', [
      { propertyId: 'sedation', values: { parenteral: 2 } },
    ]);
    const rectal = assessed('IDREKTAL', [{ propertyId: 'sedation', values: { nonPeroral: 2 } }]);
    const topical = assessed('IDSALVA', [{ propertyId: 'sedation', values: { topical: 1 } }]);
    expect(administrationOptions(parenteral)).toEqual(['MAX', 'entOrParent', 'parenteral', 'none']);
    expect(administrationOptions(rectal)).toEqual(['MAX', 'entOrParent', 'nonPeroral', 'none']);
    expect(administrationOptions(topical)).toEqual(['MAX', 'topical', 'none']);
  });
});
