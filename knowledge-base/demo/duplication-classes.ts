// Therapeutic classes whose duplication is a hazard (issue 28, ADR 36): two members of one class
// in a search list give a duplication finding on the interactions tab, first, and a CDS card.
// Membership is by ATC prefix: a product by its own ATC codes (so low-dose acetylsalicylic acid,
// B01AC06, is no NSAID while Bamyl, N02BA01, is), a searched substance by its codes. Topical
// NSAIDs (M02A) are left out on purpose: their systemic exposure is low. Texts are our own words.

import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';

export const DUPLICATION_CLASSES: KbBundle['duplicationClasses'] = [
  {
    id: 'antikoagulantia',
    name: 'antikoagulantia',
    // Vitamin K antagonists, heparins, direct thrombin inhibitors, factor Xa inhibitors and
    // fondaparinux. Platelet inhibitors (B01AC) are not here: two of them are often intended.
    atcPrefixes: ['B01AA', 'B01AB', 'B01AE', 'B01AF', 'B01AX05'],
    hazard:
      'Två antikoagulantia samtidigt ökar risken för allvarlig blödning kraftigt utan att skydda bättre mot blodpropp.',
    advice:
      'Använd ett antikoagulantium åt gången. Ett avsiktligt överlapp är tidsbegränsat: lågmolekylärt heparin vid insättning av warfarin tills PK(INR) ligger inom målintervallet. Vid byte mellan andra medel ges det nya när nästa dos av det gamla skulle ha tagits, utan överlapp. Kontrollera att ett överlapp har ett slutdatum.',
  },
  {
    id: 'nsaid',
    name: 'NSAID',
    // Systemic NSAIDs and coxibs, and salicylates at analgesic doses (N02BA). Not M01AX as a
    // whole (glucosamine, chondroitin), only nabumetone and nimesulide of it.
    atcPrefixes: [
      'M01AA',
      'M01AB',
      'M01AC',
      'M01AE',
      'M01AG',
      'M01AH',
      'M01AX01',
      'M01AX17',
      'N02BA',
    ],
    hazard:
      'Två NSAID samtidigt lindrar inte smärta bättre men ökar risken för magsår och blödning från magtarmkanalen, njurpåverkan, vätskeansamling och hjärt-kärlhändelser.',
    advice:
      'Använd ett NSAID åt gången, i lägsta effektiva dos och under kortast möjliga tid. Acetylsalicylsyra i smärtstillande dos räknas hit; lågdos acetylsalicylsyra som trombocythämmare gör det inte, men kombinationen med NSAID har egna interaktioner.',
  },
  {
    id: 'ssri-snri',
    name: 'SSRI och SNRI',
    // SSRIs, venlafaxine, milnacipran, duloxetine and desvenlafaxine. Other serotonergic drugs
    // (vortioxetine, mirtazapine, tramadol …) are graded pair by pair as interactions.
    atcPrefixes: ['N06AB', 'N06AX16', 'N06AX17', 'N06AX21', 'N06AX23'],
    hazard:
      'Två serotoninåterupptagshämmare samtidigt ger ingen säker vinst i effekt men ökar risken för serotonergt syndrom, hyponatremi och blödning.',
    advice:
      'Använd ett medel åt gången. Vid byte trappas det ena ut och det andra in enligt ett korsövergångsschema, med uppehåll där det behövs (särskilt efter fluoxetin, som verkar länge). Var uppmärksam på oro, svettningar, muskelryckningar och feber under bytet.',
  },
  {
    id: 'bensodiazepiner',
    name: 'bensodiazepiner och z-läkemedel',
    // Anxiolytic, hypnotic and antiepileptic benzodiazepines (clonazepam, N03AE) and the
    // z-drugs, which act on the same site of the GABA-A receptor.
    atcPrefixes: ['N05BA', 'N05CD', 'N05CF', 'N03AE'],
    hazard:
      'Två medel som verkar på GABA-A-receptorns bensodiazepinställe förstärker varandras dämpande effekt: ökad risk för dåsighet, andningspåverkan, förvirring, fall och beroende, särskilt hos äldre.',
    advice:
      'Använd ett medel åt gången. Se över indikationen och planera nedtrappning. Behövs både ångestlindring och sömn, välj ett medel med lämplig verkningstid i stället för två.',
  },
  {
    id: 'opioider',
    name: 'opioider',
    // Analgesic opioids (also in combinations, N02AJ), methadone and buprenorphine for
    // dependence (N07BC), and codeine and ethylmorphine as cough medicines.
    atcPrefixes: ['N02A', 'N07BC', 'R05DA01', 'R05DA04'],
    hazard:
      'Två opioider samtidigt ger ökad risk för andningsdepression, dåsighet, förstoppning och överdosering. Buprenorfin kan dessutom försvaga en annan opioids effekt eller ge abstinens.',
    advice:
      'Räkna samman opioiddosen, t.ex. som morfinekvivalenter. En långverkande opioid med en snabbverkande vid genombrottssmärta kan vara avsiktlig, men ska då vara planerad och följas upp; annars används en opioid åt gången.',
  },
  {
    id: 'raas-hammare',
    name: 'RAAS-hämmare',
    // ACE inhibitors and angiotensin II receptor blockers, alone and in combinations (sacubitril
    // with valsartan is C09DX04), and aliskiren. Aldosterone antagonists (C03DA) are not here:
    // with an ACE inhibitor they are standard heart-failure treatment, graded as an interaction.
    atcPrefixes: ['C09A', 'C09B', 'C09C', 'C09D', 'C09XA'],
    hazard:
      'Dubbel blockad av renin-angiotensinsystemet ökar risken för hyperkalemi, blodtrycksfall och akut njurskada utan vinst för de flesta patienter. En ACE-hämmare med sakubitril/valsartan ger risk för angioödem, och aliskiren ska inte kombineras med en ACE-hämmare eller angiotensin II-antagonist vid diabetes eller nedsatt njurfunktion.',
    advice:
      'Använd en RAAS-hämmare åt gången. Dubbel blockad är ett specialistbeslut som kräver tät kontroll av kalium, kreatinin och blodtryck. Vid byte från ACE-hämmare till sakubitril/valsartan ska minst 36 timmar gå mellan sista och första dos.',
  },
];
