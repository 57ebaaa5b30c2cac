// Well-known, clinically significant interactions that the demo knowledge base must grade at
// least as severely as given: pairs from published lists of high-priority drug–drug interactions
// (e.g. Phansalkar et al., JAMIA 2012; the ONC high-priority list) and the gaps an independent
// review found in a realistic list (issue 14). A missing pair is the most dangerous answer the
// app can give ('Inga interaktioner hittade'), so each is checked through the app's own pairing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { letterRank, type SeverityLetter } from '@medkompass/clinical/severity-scale.ts';
import { assessInteractions } from '@medkompass/assessment/interaction-pairing.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { kbBundleSchema } from '@medkompass/contracts/kb-bundle.ts';

const bundle = kbBundleSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'demo-kb.json'), 'utf8')),
);
const kb = new BundleKnowledgeBase(bundle);

/** [substance, substance, the least severity a pharmacist would accept] */
const KNOWN_PAIRS: readonly [string, string, SeverityLetter][] = [
  // Bleeding
  ['warfarin', 'ibuprofen', 'D'],
  ['warfarin', 'naproxen', 'D'],
  ['warfarin', 'acetylsalicylsyra', 'D'],
  ['warfarin', 'apixaban', 'D'],
  ['warfarin', 'flukonazol', 'C'],
  ['warfarin', 'metronidazol', 'C'],
  ['warfarin', 'sulfametoxazol', 'C'],
  ['warfarin', 'amiodaron', 'C'],
  ['apixaban', 'acetylsalicylsyra', 'C'],
  ['rivaroxaban', 'klopidogrel', 'C'],
  ['apixaban', 'sertralin', 'C'],
  ['rivaroxaban', 'ibuprofen', 'C'],
  // Kidneys and potassium
  ['ramipril', 'ibuprofen', 'C'],
  ['kandesartan', 'naproxen', 'C'],
  ['hydroklortiazid', 'ibuprofen', 'C'],
  ['ramipril', 'kaliumklorid', 'C'],
  ['losartan', 'kaliumklorid', 'C'],
  ['spironolakton', 'kaliumklorid', 'C'],
  ['enalapril', 'spironolakton', 'C'],
  ['trimetoprim', 'losartan', 'C'],
  ['trimetoprim', 'ramipril', 'C'],
  ['trimetoprim', 'metotrexat', 'D'],
  ['litium', 'ibuprofen', 'C'],
  ['litium', 'hydroklortiazid', 'C'],
  ['digoxin', 'amiodaron', 'C'],
  // Iodinated contrast: metformin is paused when contrast may injure the kidneys.
  ['metformin', 'johexol', 'C'],
  ['metformin', 'jodixanol', 'C'],
  // Metabolism
  ['klaritromycin', 'simvastatin', 'D'],
  ['klaritromycin', 'felodipin', 'C'],
  ['karbamazepin', 'felodipin', 'C'],
  ['karbamazepin', 'etinylestradiol', 'D'],
  ['ciprofloxacin', 'tizanidin', 'D'],
  ['allopurinol', 'azatioprin', 'D'],
  // QT and serotonin
  ['citalopram', 'flukonazol', 'C'],
  ['citalopram', 'klaritromycin', 'C'],
  ['citalopram', 'ciprofloxacin', 'C'],
  ['haloperidol', 'citalopram', 'C'],
  ['sertralin', 'tramadol', 'C'],
  ['moklobemid', 'sertralin', 'D'],
  // CNS depression
  ['morfin', 'diazepam', 'C'],
  ['oxikodon', 'pregabalin', 'C'],
  // Other
  ['sildenafil', 'isosorbidmononitrat', 'D'],
  ['levotyroxin', 'järnsulfat', 'C'],
  ['ciprofloxacin', 'kalciumkarbonat', 'C'],
];

const idOf = (name: string): string => {
  const id = kb.substanceNamed(name);
  if (id === undefined) throw new Error(`${name} finns inte i demokunskapsbasen`);
  return id;
};

describe('well-known interactions in the demo knowledge base', () => {
  it('holds at least 40 pairs', () => {
    expect(KNOWN_PAIRS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(KNOWN_PAIRS)('grades %s with %s at least %s', (a, b, least) => {
    const pairs = assessInteractions(kb, { nplIds: [], nslIds: [idOf(a), idOf(b)] });
    const worst = pairs
      .map((p) => p.sevClassification)
      .sort((x, y) => letterRank(y) - letterRank(x))[0];
    expect(worst, `${a} + ${b}: ingen interaktion`).toBeDefined();
    expect(letterRank(worst ?? 'A')).toBeGreaterThanOrEqual(letterRank(least));
  });
});
