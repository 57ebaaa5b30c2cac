import type { KbBundle } from './kb-bundle.ts';

export type SectionName = Exclude<keyof KbBundle, 'manifest'>;
type RecordOf<S extends SectionName> = KbBundle[S][number];

interface SectionDescriptor<S extends SectionName> {
  /** The record's id, unique within its section. */
  idOf: (record: RecordOf<S>) => string;
  /** The substances and products the record refers to, for the link table and checks. */
  nslIdsOf: (record: RecordOf<S>) => readonly string[];
  nplIdsOf: (record: RecordOf<S>) => readonly string[];
}

const none = (): readonly string[] => [];

/** How each section of a bundle is keyed and what it refers to. */
export const BUNDLE_SECTIONS: { [S in SectionName]: SectionDescriptor<S> } = {
  substances: { idOf: (s) => s.nslId, nslIdsOf: none, nplIdsOf: none },
  specialSubstances: { idOf: (s) => s.nslId, nslIdsOf: (s) => [s.nslId], nplIdsOf: none },
  products: {
    idOf: (p) => p.nplId,
    nslIdsOf: (p) => p.drugFormGroups.flatMap((g) => g.substances.map((s) => s.nslId)),
    nplIdsOf: none,
  },
  interactions: { idOf: (i) => i.id, nslIdsOf: (i) => i.substanceNslIds, nplIdsOf: none },
  interactionTexts: { idOf: (t) => t.id, nslIdsOf: none, nplIdsOf: none },
  riskProperties: { idOf: (p) => p.propertyId, nslIdsOf: none, nplIdsOf: none },
  riskProfiles: { idOf: (r) => r.nslId, nslIdsOf: (r) => [r.nslId], nplIdsOf: none },
  renalDocuments: { idOf: (d) => d.id, nslIdsOf: (d) => d.nslIds, nplIdsOf: (d) => d.nplIds },
  lactationDocuments: { idOf: (d) => d.id, nslIdsOf: (d) => d.nslIds, nplIdsOf: (d) => d.nplIds },
  birthDefectDocuments: { idOf: (d) => d.id, nslIdsOf: (d) => d.nslIds, nplIdsOf: (d) => d.nplIds },
  genusDocuments: { idOf: (d) => d.id, nslIdsOf: (d) => d.nslIds, nplIdsOf: (d) => d.nplIds },
  genderDocuments: { idOf: (d) => d.id, nslIdsOf: (d) => d.nslIds, nplIdsOf: (d) => d.nplIds },
  sideEffects: { idOf: (s) => s.nslId, nslIdsOf: (s) => [s.nslId], nplIdsOf: none },
  duplicationClasses: { idOf: (c) => c.id, nslIdsOf: none, nplIdsOf: none },
};

export const SECTION_NAMES = Object.keys(BUNDLE_SECTIONS) as SectionName[];

export interface RecordVisit {
  section: SectionName;
  index: number;
  record: unknown;
  id: string;
  nslIds: readonly string[];
  nplIds: readonly string[];
}

/** Every record of every section with its id and references, for storage and checks. */
export function* allRecords(bundle: KbBundle): Generator<RecordVisit> {
  for (const section of SECTION_NAMES) {
    // The mapped type pairs each section with its descriptor; TypeScript cannot follow the pairing
    // through a loop variable, so the records are handed to their own descriptor as `never`.
    const descriptor = BUNDLE_SECTIONS[section] as SectionDescriptor<SectionName>;
    const records = bundle[section] as unknown as readonly never[];
    for (const [index, record] of records.entries()) {
      yield {
        section,
        index,
        record,
        id: descriptor.idOf(record),
        nslIds: descriptor.nslIdsOf(record),
        nplIds: descriptor.nplIdsOf(record),
      };
    }
  }
}
