import { describe, expect, it } from 'vitest';
import {
  ORGAN_SYSTEMS,
  organSystemLabel,
  organSystemOf,
  type OrganSystemId,
} from './organ-systems.ts';

describe('the organ systems of product information', () => {
  it('are the system organ classes in the order a summary of product characteristics lists them', () => {
    expect(ORGAN_SYSTEMS.map((system) => system.id)).toEqual([
      'infections',
      'blood',
      'immune',
      'endocrine',
      'metabolism',
      'psychiatric',
      'nervous',
      'eye',
      'ear',
      'cardiac',
      'vascular',
      'respiratory',
      'gastrointestinal',
      'hepatobiliary',
      'skin',
      'musculoskeletal',
      'renal',
      'reproductive',
      'general',
      'investigations',
      'other',
    ]);
  });

  it('each have a Swedish name of their own', () => {
    const labels = ORGAN_SYSTEMS.map((system) => organSystemLabel(system.id));
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    expect(organSystemLabel('other')).toBe('Övrigt');
  });

  it.each<[OrganSystemId, string]>([
    ['infections', 'Urinvägsinfektion'],
    ['blood', 'Neutropeni'],
    ['immune', 'Allergisk reaktion'],
    ['endocrine', 'Sköldkörtelpåverkan'],
    ['metabolism', 'Lågt natrium'],
    ['psychiatric', 'Depression'],
    ['nervous', 'Huvudvärk'],
    ['eye', 'Dimsyn'],
    ['ear', 'Tinnitus'],
    ['cardiac', 'Hjärtsvikt'],
    ['vascular', 'Lågt blodtryck'],
    ['respiratory', 'Torrhosta'],
    ['gastrointestinal', 'Förstoppning'],
    ['hepatobiliary', 'Leverskada'],
    ['skin', 'Klåda'],
    ['musculoskeletal', 'Myopati'],
    ['renal', 'Njursten'],
    ['reproductive', 'Mensrubbning'],
    ['general', 'Ödem'],
    ['investigations', 'Viktökning'],
  ])('place a side effect in %s: %s', (system, term) => {
    expect(organSystemOf(term)).toBe(system);
  });

  it('read a term whatever its case and the spaces around it', () => {
    expect(organSystemOf('  HUVUDVÄRK ')).toBe('nervous');
    expect(organSystemOf('qt-förlängning')).toBe('cardiac');
  });

  it("place an empty or blank term in no system of its own, but under 'other'", () => {
    expect(organSystemOf('')).toBe('other');
    expect(organSystemOf('   ')).toBe('other');
  });
});
