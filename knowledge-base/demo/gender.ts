// English sex-and-gender documents (the /en routes). Each has the classification of the Swedish
// genus document of the same substance, so the two languages never disagree.

import { GROUPS } from './groups/index.ts';

export interface GenderRow {
  key: string;
  title: string;
  summary: string;
  background: string;
}

const gd = (key: string, title: string, summary: string, background: string): GenderRow => ({
  key,
  title,
  summary,
  background,
});

export const GENDER_DOCUMENTS: readonly GenderRow[] = [
  gd(
    'WARFARIN',
    'Warfarin',
    'Women need a slightly lower dose on average; dosing by INR takes care of this.',
    'Dose requirements differ modestly between the sexes, mainly with body size and age.',
  ),
  gd(
    'ACETYLSALICYL',
    'Acetylsalicylic acid',
    'The benefit of low-dose primary prevention differs by sex: in women mainly fewer strokes, in men mainly fewer myocardial infarctions.',
    'Shown in large randomised trials that reported results for women and men separately.',
  ),
  gd(
    'LEVOTYROXIN',
    'Levothyroxine',
    'Hypothyroidism is much more common in women, but dosing by TSH works the same way in both sexes.',
    'No sex differences of clinical relevance in how levothyroxine acts.',
  ),
  gd(
    'DIGOXIN',
    'Digoxin',
    'In a large trial, women with heart failure treated with digoxin had higher mortality than women on placebo, which was not seen in men. Aim for low concentrations and review the treatment regularly.',
    'A post hoc analysis of a large randomised trial; women also tended to have higher serum concentrations.',
  ),
  gd(
    'METOPROLOL',
    'Metoprolol',
    'Women reach higher concentrations on the same dose and may get a larger fall in heart rate and blood pressure. Consider a lower dose.',
    'Pharmacokinetic studies show higher exposure in women, partly because of lower CYP2D6 activity and body size.',
  ),
  gd(
    'ENALAPRIL',
    'Enalapril',
    'Dry cough from ACE inhibitors is about twice as common in women. Consider an angiotensin receptor blocker if the cough is troublesome.',
    'Consistent finding in trials and adverse-event reporting.',
  ),
  gd(
    'RAMIPRIL',
    'Ramipril',
    'Dry cough from ACE inhibitors is about twice as common in women. Consider an angiotensin receptor blocker if the cough is troublesome.',
    'Consistent finding in trials and adverse-event reporting.',
  ),
  gd(
    'AMLODIPIN',
    'Amlodipine',
    'Women more often get ankle swelling and on average have higher concentrations on the same dose. Consider a lower starting dose.',
    'Shown in clinical trials and pharmacokinetic studies.',
  ),
  gd(
    'SIMVASTATIN',
    'Simvastatin',
    'Women report muscle symptoms somewhat more often, but the benefit of treatment is similar.',
    'The differences are small compared with the variation between individuals.',
  ),
  gd(
    'ATORVASTATIN',
    'Atorvastatin',
    'Women report muscle symptoms somewhat more often, but the benefit of treatment is similar.',
    'The differences are small compared with the variation between individuals.',
  ),
  gd(
    'EMPAGLIFLOZIN',
    'Empagliflozin',
    'Genital fungal infections are considerably more common in women. Advise on hygiene and on symptoms to look out for.',
    'Shown in the clinical trial programme.',
  ),
  gd(
    'HYDROKLORTIAZID',
    'Hydrochlorothiazide',
    'Low blood sodium is more common in older women. Check sodium after starting.',
    'Shown in observational studies of thiazide-associated hyponatraemia.',
  ),
  gd(
    'SPIRONOLAKTON',
    'Spironolactone',
    'Men may get enlarged, tender breasts and women menstrual disturbances. Eplerenone may be an alternative if these are troublesome.',
    'Caused by the anti-androgenic and progestogenic effects of spironolactone.',
  ),
  gd(
    'AMIODARON',
    'Amiodarone',
    'Women are at higher risk of drug-induced QT prolongation and torsades de pointes. Monitor the ECG.',
    'Women have a longer QT interval at baseline and are over-represented in reports of drug-induced torsades.',
  ),
  gd(
    'SERTRALIN',
    'Sertraline',
    'Differences in concentration have been described, but the dose is guided by effect.',
    'The differences are small compared with the variation between individuals.',
  ),
  gd(
    'CITALOPRAM',
    'Citalopram',
    'Women are at higher risk of QT prolongation. Avoid high doses and combinations with other QT-prolonging drugs.',
    'Women have a longer QT interval at baseline and are over-represented in reports of drug-induced torsades.',
  ),
  gd(
    'ESCITALOPRAM',
    'Escitalopram',
    'Women are at higher risk of QT prolongation. Avoid high doses and combinations with other QT-prolonging drugs.',
    'Women have a longer QT interval at baseline and are over-represented in reports of drug-induced torsades.',
  ),
  gd(
    'HALOPERIDOL',
    'Haloperidol',
    'Women are at higher risk of QT prolongation. Monitor the ECG with higher doses and injections.',
    'Women are over-represented in reports of drug-induced torsades.',
  ),
  gd(
    'OLANZAPIN',
    'Olanzapine',
    'Women reach higher concentrations on the same dose. Smoking lowers the concentration. Dose by effect and adverse effects.',
    'Shown in pharmacokinetic and therapeutic drug monitoring studies.',
  ),
  gd(
    'KARBAMAZEPIN',
    'Carbamazepine',
    'Carbamazepine reduces the effect of hormonal contraceptives and increases the risk of birth defects. Plan contraception in women of childbearing potential.',
    'Carbamazepine induces the enzymes that break down contraceptive hormones.',
  ),
  gd(
    'LAMOTRIGIN',
    'Lamotrigine',
    'Oestrogen-containing contraceptives lower the concentration of lamotrigine, and the concentration also changes in pregnancy.',
    'Oestrogen speeds up the glucuronidation of lamotrigine.',
  ),
  gd(
    'VALPROINSYRA',
    'Valproic acid',
    'Valproate must not be used by girls and women who can become pregnant unless the conditions of a pregnancy prevention programme are met, because of a high risk of birth defects.',
    'Exposure in pregnancy carries a high risk of malformations and of developmental disorders.',
  ),
  gd(
    'ZOPIKLON',
    'Zopiclone',
    'Women may have higher concentrations the morning after a dose, with a risk of impaired reactions and driving. Consider a lower dose.',
    'Shown in pharmacokinetic studies and studies of next-day impairment.',
  ),
  gd(
    'KLARITROMYCIN',
    'Clarithromycin',
    'Women are at higher risk of QT prolongation. Take care when other risk factors are present.',
    'Women are over-represented in reports of drug-induced torsades.',
  ),
  gd(
    'PREDNISOLON',
    'Prednisolone',
    'Osteoporosis is more common in postmenopausal women; assess the need for bone protection with long-term use.',
    'The effect of glucocorticoids on bone adds to the higher baseline risk.',
  ),
  gd(
    'MORFIN',
    'Morphine',
    'Women may be somewhat more sensitive to respiratory depression, but the dose is guided by effect.',
    'Shown in small experimental studies.',
  ),
  ...GROUPS.flatMap((group) =>
    group.gender.map((d) => gd(d.key, d.title, d.summary, d.background)),
  ),
];
