import { interactionCode } from '@medkompass/clinical/interaction-classification.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { interactionStatusOf } from '@medkompass/assessment/interaction-data.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';

const collator = new Intl.Collator('sv');

/** Markdown table cells: no line breaks or pipes inside a cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/**
 * A readable Markdown report of a whole knowledge base for a pharmacist's review (ADR 25): per
 * substance its interactions by grade with the other substance and the consequence, its
 * documents with their classes, and its riskprofile; first the substances that lack an
 * assessment, so the gaps are read before the content.
 */
export function knowledgeBaseReport(bundle: KbBundle): string {
  const kb = new BundleKnowledgeBase(bundle);
  const name = (nslId: string) => kb.substance(nslId)?.name ?? nslId;
  const substances = [...bundle.substances]
    .filter((s) => s.isTopParent)
    .sort((a, b) => collator.compare(a.name, b.name));
  const covered = (documents: readonly { nslIds: readonly string[] }[]) =>
    new Set(documents.flatMap((d) => d.nslIds));
  const sections = {
    Interaktioner: (nslId: string) => interactionStatusOf(kb, nslId) === 'assessed',
    Njurfunktion: (nslId: string) => covered(bundle.renalDocuments).has(nslId),
    Fosterpåverkan: (nslId: string) => covered(bundle.birthDefectDocuments).has(nslId),
    Amning: (nslId: string) => covered(bundle.lactationDocuments).has(nslId),
    Genus: (nslId: string) => covered(bundle.genusDocuments).has(nslId),
    Riskprofil: (nslId: string) => (kb.riskProfile(nslId)?.properties.length ?? 0) > 0,
  };

  const lines = [
    `# Kunskapsbas ${bundle.manifest.name} (${bundle.manifest.kbVersion})`,
    '',
    bundle.manifest.isDemo ? '**Demodata – inte för kliniskt bruk.**\n' : '',
    `${substances.length} substanser, ${bundle.products.length} produkter, ${bundle.interactions.length} interaktioner.`,
    '',
    '## Substanser utan bedömning',
    '',
    'Njurfunktion och riskprofil behövs inte för alla substanser; övriga luckor bör granskas.',
    '',
    '| Källa | Substanser utan bedömning |',
    '| --- | --- |',
    ...Object.entries(sections).map(([source, has]) => {
      const missing = substances.filter((s) => !s.isSpecial && !has(s.nslId)).map((s) => s.name);
      return `| ${source} | ${missing.length === 0 ? '–' : cell(missing.join(', '))} |`;
    }),
    '',
    '## Per substans',
  ];

  for (const substance of substances) {
    const family = kb.familyOf(substance.nslId);
    const interactions = bundle.interactions
      .filter((i) => i.substanceNslIds.some((id) => family.includes(id)))
      .sort(
        (a, b) =>
          b.sevClassification.localeCompare(a.sevClassification) ||
          b.docClassification - a.docClassification ||
          collator.compare(
            name(a.substanceNslIds.find((id) => !family.includes(id)) ?? ''),
            name(b.substanceNslIds.find((id) => !family.includes(id)) ?? ''),
          ),
      );
    lines.push('', `### ${substance.name}`, '');
    lines.push(
      `ATC ${substance.atcCodes.join(', ') || '–'}; interaktioner: ${interactionStatusOf(kb, substance.nslId) === 'assessed' ? 'bedömd' : 'inte bedömd'}${substance.legalAdvice ? `; ${substance.legalAdvice}` : ''}.`,
    );
    if (interactions.length > 0) {
      lines.push('', '| Klass | Med | Konsekvens |', '| --- | --- | --- |');
      for (const i of interactions) {
        const other = i.substanceNslIds.find((id) => !family.includes(id)) ?? i.substanceNslIds[1];
        const code = interactionCode({
          severity: i.sevClassification,
          documentation: i.docClassification,
        });
        const forms = i.drugFormGroups
          .map(
            (g) =>
              ` (${g.administrations.join('/')}: ${g.sevClassification}${g.docClassification})`,
          )
          .join('');
        const consequence = bundle.interactionTexts.find((t) => t.id === i.textIds.consequence);
        lines.push(`| ${code}${forms} | ${cell(name(other))} | ${cell(consequence?.text ?? '')} |`);
      }
    }
    const documents = [
      ...kb.renal.forSubstance(substance.nslId).map((d) => {
        const classes = d.recommendations
          .map(
            (r) =>
              `${r.renalFailureDegree.gfrMin}–${r.renalFailureDegree.gfrMax}: ${r.classification.code}`,
          )
          .join(', ');
        return `Njurfunktion${d.nephrotoxic ? ' (njurtoxisk)' : ''}: ${classes}`;
      }),
      ...kb.birthDefect
        .forSubstance(substance.nslId)
        .map((d) => `Fosterpåverkan ${d.classificationLevel ?? '?'}: ${d.assessment}`),
      ...kb.lactation
        .forSubstance(substance.nslId)
        .map((d) => `Amning ${d.classification.code}: ${d.recommendation}`),
      ...kb.genus
        .forSubstance(substance.nslId)
        .map((d) => `Genus ${d.classificationCode || '–'}: ${d.summary}`),
    ];
    const risk = kb.riskProfile(substance.nslId)?.properties ?? [];
    if (risk.length > 0)
      documents.push(
        `Riskprofil: ${risk
          .map(
            (p) =>
              `${p.propertyId} ${Object.entries(p.values)
                .map(([route, v]) => `${route} ${v}`)
                .join('/')}`,
          )
          .join('; ')}`,
      );
    if (documents.length > 0) lines.push('', ...documents.map((d) => `- ${cell(d)}`));
  }
  return `${lines.join('\n')}\n`;
}
