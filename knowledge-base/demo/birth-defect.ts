// Birth-defect (fosterpåverkan) documents: one per clinical substance. Level 1: no increased risk
// shown; 2: a possible risk or a risk in part of the pregnancy, use after weighing; 3: a known
// risk of fetal harm, avoid; null ('?'): too little known for an assessment. The level is that of
// the most severe period (ADR 25, addendum): a drug never to be used in the third trimester is 3
// even where short use earlier is acceptable, and one to be avoided near delivery is at least 2;
// checks.ts holds the texts to this.

import { GROUPS } from './groups/index.ts';

export type BirthDefectLevel = 1 | 2 | 3 | null;

export interface BirthDefectRow {
  key: string;
  level: BirthDefectLevel;
  assessment: string;
  background: string;
  productNumbers: number[];
}

const b = (
  key: string,
  level: BirthDefectLevel,
  assessment: string,
  background: string,
  productNumbers: number[] = [],
): BirthDefectRow => ({ key, level, assessment, background, productNumbers });

// The class is that of the most severe period (ADR 25, addendum): NSAIDs are 3 because they must
// not be used in the third trimester, though short use earlier may be acceptable.
const NSAID =
  'Kan användas kortvarigt under första och andra trimestern efter noggrant övervägande. Ska inte användas från graviditetsvecka 20 utan särskild bedömning, och inte alls under tredje trimestern, på grund av risk för påverkan på fostrets njurar med minskad fostervattenmängd och för tidig slutning av ductus arteriosus.';
const NSAID_BACKGROUND =
  'Prostaglandiner behövs för fostrets njurfunktion och för att hålla ductus arteriosus öppen. Data om missbildningar vid användning tidigt i graviditeten är inte entydiga. Klassificeringen avser den mest känsliga perioden, tredje trimestern.';
const RAAS =
  'Fosterskadande under andra och tredje trimestern, med risk för njurskador, fostervattenbrist och försenad förbening av skallen. Byt till ett annat blodtrycksläkemedel redan vid planerad graviditet, eller så snart graviditeten upptäcks.';
const RAAS_BACKGROUND =
  'Renin–angiotensinsystemet behövs för fostrets njurutveckling. Användning under första trimestern ger sannolikt ingen tydligt ökad risk, men behandlingen bör ändå bytas.';
const DOAC =
  'Erfarenheten är för liten för en bedömning. Ska inte användas under graviditet; byt till lågmolekylärt heparin.';
const OPIOID =
  'Ingen säkert ökad risk för missbildningar. Långvarig användning sent i graviditeten kan ge abstinens hos den nyfödda, och doser nära förlossningen kan ge andningspåverkan.';
const BENZO =
  'Ingen säkert ökad risk för missbildningar. Regelbunden användning sent i graviditeten kan ge slapphet, andningspåverkan och abstinens hos den nyfödda.';
const STATIN =
  'Inga säkra tecken på ökad risk för missbildningar, men erfarenheten är begränsad och nyttan under en graviditet är liten. Gör uppehåll under graviditeten.';

export const BIRTH_DEFECT_DOCUMENTS: readonly BirthDefectRow[] = [
  b(
    'PARACETAMOL',
    1,
    'Förstahandsval vid smärta och feber under hela graviditeten. Använd lägsta effektiva dos under kortast möjliga tid.',
    'Mycket stor erfarenhet utan tecken på ökad risk för missbildningar.',
  ),
  b('IBUPROFEN', 3, NSAID, NSAID_BACKGROUND),
  b(
    'WARFARIN',
    3,
    'Fosterskadande. Användning under graviditetsvecka 6–12 kan ge skador på skelett och ansikte (warfarinembryopati), och senare i graviditeten finns risk för blödning hos fostret. Byt till lågmolekylärt heparin före vecka 6.',
    'Warfarin passerar moderkakan. Risken är väl beskriven i fallserier och kohortstudier.',
  ),
  b(
    'ACETYLSALICYL',
    3,
    'I smärtstillande och febernedsättande doser gäller samma som för andra NSAID: kan användas kortvarigt under första och andra trimestern efter noggrant övervägande, men inte från graviditetsvecka 20 utan särskild bedömning och inte alls under tredje trimestern. Lågdos på särskild obstetrisk indikation, till exempel för att förebygga havandeskapsförgiftning, omfattas inte av den bedömningen; den behandlingen ordineras och följs upp av specialist.',
    'I smärtstillande doser hämmar acetylsalicylsyra prostaglandinbildningen som andra NSAID, med risk för påverkan på fostrets njurar, minskad fostervattenmängd och för tidig slutning av ductus arteriosus. Klassificeringen avser den mest känsliga perioden, tredje trimestern. Lågdos har studerats i stora kontrollerade studier utan tecken på fosterskador.',
  ),
  b(
    'JARNSULFAT',
    1,
    'Kan användas. Järnbrist under graviditet ska behandlas.',
    'Stor erfarenhet utan tecken på fosterskador.',
  ),
  b(
    'LEVOTYROXIN',
    1,
    'Behandlingen ska fortsätta. Dosbehovet ökar ofta tidigt i graviditeten; kontrollera TSH.',
    'Obehandlad hypotyreos är en risk för fostrets utveckling. Levotyroxin i ersättningsdos ger ingen ökad risk.',
  ),
  b('NAPROXEN', 3, NSAID, NSAID_BACKGROUND),
  b('DIKLOFENAK', 3, NSAID, NSAID_BACKGROUND),
  b(
    'CELEKOXIB',
    3,
    NSAID,
    `${NSAID_BACKGROUND} Erfarenheten av celekoxib är mindre än av äldre NSAID.`,
  ),
  b(
    'APIXABAN',
    null,
    DOAC,
    'Data från människa saknas nästan helt. Apixaban passerar moderkakan hos djur.',
  ),
  b(
    'RIVAROXABAN',
    null,
    DOAC,
    'Data från människa är begränsade. Rivaroxaban passerar moderkakan.',
  ),
  b('DABIGATRAN', null, DOAC, 'Data från människa saknas nästan helt.'),
  b(
    'ENOXAPARIN',
    1,
    'Förstahandsval när antikoagulation behövs under graviditet.',
    'Enoxaparin passerar inte moderkakan. Stor erfarenhet utan tecken på fosterskador.',
  ),
  b(
    'KLOPIDOGREL',
    null,
    'Erfarenheten är för liten för en bedömning. Använd endast när nyttan klart överväger, till exempel efter stentbehandling.',
    'Fallrapporter finns, men inga systematiska studier.',
  ),
  b(
    'TIKAGRELOR',
    null,
    'Erfarenheten är för liten för en bedömning. Använd endast när nyttan klart överväger.',
    'Data från människa saknas i stort sett.',
  ),
  b(
    'SIMVASTATIN',
    2,
    STATIN,
    'Tidiga fallrapporter om missbildningar har inte bekräftats i senare registerstudier.',
  ),
  b('ATORVASTATIN', 2, STATIN, 'Registerstudier har inte visat en tydligt ökad risk.'),
  b('ROSUVASTATIN', 2, STATIN, 'Erfarenheten är begränsad.'),
  b(
    'METFORMIN',
    1,
    'Kan användas vid graviditetsdiabetes och typ 2-diabetes.',
    'Omfattande erfarenhet utan tecken på ökad risk för missbildningar.',
  ),
  b(
    'SITAGLIPTIN',
    null,
    'Erfarenheten är för liten för en bedömning. Byt till insulin eller metformin.',
    'Data från människa saknas i stort sett.',
  ),
  b(
    'EMPAGLIFLOZIN',
    null,
    'Erfarenheten är för liten för en bedömning. Byt till insulin eller metformin.',
    'I djurstudier har påverkan på njurarnas utveckling setts vid exponering motsvarande andra och tredje trimestern.',
  ),
  b(
    'INSULINGLARGIN',
    1,
    'Kan användas. Blodsockret behöver följas tätt, eftersom insulinbehovet ändras under graviditeten.',
    'Stor erfarenhet utan tecken på fosterskador.',
  ),
  b(
    'GLIMEPIRID',
    2,
    'Byt till insulin. Användning nära förlossningen kan ge långvarigt lågt blodsocker hos den nyfödda.',
    'Begränsad erfarenhet; sulfonylureider passerar moderkakan.',
  ),
  b('ENALAPRIL', 3, RAAS, RAAS_BACKGROUND),
  b('RAMIPRIL', 3, RAAS, RAAS_BACKGROUND),
  b('LOSARTAN', 3, RAAS, RAAS_BACKGROUND),
  b('KANDESARTAN', 3, RAAS, RAAS_BACKGROUND),
  b(
    'AMLODIPIN',
    2,
    'Kan användas när blodtrycksbehandling behövs och förstahandsalternativen inte passar.',
    'Erfarenheten är växande men fortfarande begränsad; inga tydliga tecken på missbildningar.',
  ),
  b(
    'FELODIPIN',
    2,
    'Kan användas när förstahandsalternativen inte passar.',
    'Erfarenheten är begränsad; inga tydliga tecken på missbildningar.',
  ),
  b(
    'METOPROLOL',
    1,
    'Kan användas. Följ fostrets tillväxt; den nyfödda kan få långsam puls och lågt blodsocker om behandlingen pågår fram till förlossningen.',
    'Stor erfarenhet utan tecken på missbildningar. Betablockerare har kopplats till något lägre födelsevikt.',
  ),
  b(
    'BISOPROLOL',
    2,
    'Kan användas om metoprolol eller labetalol inte passar.',
    'Erfarenheten är mindre än för metoprolol.',
  ),
  b(
    'TIMOLOL',
    1,
    'Ögondroppar kan användas. Tryck på tårkanalen efter droppning minskar upptaget.',
    'Mängden som når blodet efter ögondroppar är liten.',
  ),
  b(
    'FUROSEMID',
    2,
    'Används vid särskilda indikationer, som hjärtsvikt eller lungödem. Inte för behandling av högt blodtryck eller ödem vid normal graviditet.',
    'Inga tecken på missbildningar, men minskad blodvolym kan försämra blodflödet till moderkakan.',
  ),
  b(
    'HYDROKLORTIAZID',
    2,
    'Undvik om möjligt. Kan minska moderns blodvolym och ge elektrolytrubbningar hos den nyfödda.',
    'Inga tydliga tecken på missbildningar.',
  ),
  b(
    'SPIRONOLAKTON',
    2,
    'Undvik om möjligt, särskilt tidigt i graviditeten.',
    'Antiandrogena effekter på hanfoster har setts i djurstudier. Erfarenheten från människa är begränsad.',
  ),
  b(
    'DIGOXIN',
    1,
    'Kan användas. Följ koncentrationen, eftersom dosbehovet kan ändras.',
    'Lång erfarenhet utan tecken på fosterskador.',
  ),
  b(
    'AMIODARON',
    3,
    'Undvik. Kan ge påverkan på fostrets sköldkörtel och långsam puls hos fostret.',
    'Amiodaron innehåller mycket jod och passerar moderkakan.',
  ),
  b(
    'SERTRALIN',
    1,
    'Kan användas. Den nyfödda kan få övergående symtom som oro och matningssvårigheter.',
    'Stor erfarenhet utan säkra tecken på ökad risk för missbildningar. En liten ökad risk för bestående högt blodtryck i lungorna hos den nyfödda har beskrivits för SSRI.',
  ),
  b(
    'CITALOPRAM',
    1,
    'Kan användas. Den nyfödda kan få övergående symtom som oro och matningssvårigheter.',
    'Stor erfarenhet utan säkra tecken på ökad risk för missbildningar.',
  ),
  b(
    'ESCITALOPRAM',
    1,
    'Kan användas. Den nyfödda kan få övergående symtom som oro och matningssvårigheter.',
    'God erfarenhet utan säkra tecken på ökad risk för missbildningar.',
  ),
  b(
    'MIRTAZAPIN',
    1,
    'Kan användas.',
    'Måttlig erfarenhet utan tecken på ökad risk för missbildningar.',
  ),
  b(
    'AMITRIPTYLIN',
    1,
    'Kan användas. Höga doser sent i graviditeten kan ge övergående symtom hos den nyfödda.',
    'Lång erfarenhet utan säkra tecken på missbildningar.',
  ),
  b(
    'VENLAFAXIN',
    2,
    'Kan användas när SSRI inte passar. Följ blodtrycket hos modern.',
    'Erfarenheten är mindre än för SSRI. Övergående symtom hos nyfödda finns beskrivna.',
  ),
  b(
    'HALOPERIDOL',
    2,
    'Kan användas vid behov. Följ den nyfödda avseende rörelsestörningar och abstinens.',
    'Måttlig erfarenhet utan tydliga tecken på missbildningar.',
  ),
  b(
    'OLANZAPIN',
    1,
    'Kan användas. Följ moderns blodsocker och vikt.',
    'God erfarenhet utan ökad risk för missbildningar. Olanzapin kan öka risken för graviditetsdiabetes.',
  ),
  b(
    'KVETIAPIN',
    1,
    'Kan användas.',
    'God erfarenhet utan tydliga tecken på ökad risk för missbildningar.',
  ),
  b(
    'LITIUM',
    3,
    'Liten ökad risk för hjärtmissbildningar vid behandling under första trimestern. Behandlingen kan ändå vara motiverad; planera graviditeten med specialist och följ fostret med ultraljud.',
    'Den ökade risken är mindre än vad äldre studier visade. Koncentrationen ändras under graviditeten och vid förlossningen.',
  ),
  b(
    'KARBAMAZEPIN',
    3,
    'Ökad risk för missbildningar, bland annat ryggmärgsbråck. Planera graviditeten med specialist och ge folsyra.',
    'Risken är visad i stora graviditetsregister och ökar med dosen.',
  ),
  b(
    'LAMOTRIGIN',
    1,
    'Ett av de bättre valen bland antiepileptika under graviditet. Koncentrationen sjunker ofta; följ och anpassa dosen.',
    'Stora graviditetsregister visar ingen tydligt ökad risk för missbildningar.',
  ),
  b(
    'VALPROINSYRA',
    3,
    'Kraftigt ökad risk för missbildningar och för påverkan på barnets utveckling. Ska inte användas av flickor och kvinnor som kan bli gravida om inte villkoren i ett program för graviditetsprevention är uppfyllda.',
    'Ungefär vart tionde exponerat barn får en missbildning, och upp till fyra av tio kan få utvecklingsstörningar.',
  ),
  b(
    'GABAPENTIN',
    2,
    'Använd endast när nyttan klart överväger.',
    'Begränsad erfarenhet; inga tydliga tecken på missbildningar.',
  ),
  b(
    'PREGABALIN',
    2,
    'Använd endast när nyttan klart överväger.',
    'En registerstudie har visat en något ökad risk för missbildningar; resultaten är inte bekräftade.',
  ),
  b('MORFIN', 2, OPIOID, 'Lång erfarenhet.'),
  b('OXIKODON', 2, OPIOID, 'Måttlig erfarenhet.'),
  b('TRAMADOL', 2, OPIOID, 'Begränsad erfarenhet.'),
  b('KODEIN', 2, OPIOID, 'Lång erfarenhet.'),
  b(
    'FENTANYL',
    2,
    OPIOID,
    'Används ofta vid förlossning; erfarenheten av långtidsbehandling är begränsad.',
  ),
  b(
    'BUPRENORFIN',
    2,
    OPIOID,
    'Stor erfarenhet från behandling av opioidberoende under graviditet.',
  ),
  b(
    'ZOPIKLON',
    2,
    'Enstaka doser kan användas. Undvik regelbunden användning sent i graviditeten.',
    'Begränsad erfarenhet; inga tydliga tecken på missbildningar.',
  ),
  b('DIAZEPAM', 2, BENZO, 'Lång erfarenhet.'),
  b('OXAZEPAM', 2, BENZO, 'Lång erfarenhet.'),
  b('AMOXICILLIN', 1, 'Kan användas.', 'Mycket stor erfarenhet utan tecken på fosterskador.'),
  b(
    'FENOXIMETYLPENICILLIN',
    1,
    'Kan användas. Förstahandsval vid många infektioner under graviditet.',
    'Mycket stor erfarenhet utan tecken på fosterskador.',
  ),
  b(
    'KLARITROMYCIN',
    2,
    'Välj penicillin om möjligt. Klaritromycin kan användas när alternativ saknas.',
    'Vissa studier har visat en liten ökad risk för missbildningar och missfall; resultaten är inte entydiga.',
  ),
  b(
    'CIPROFLOXACIN',
    2,
    'Välj ett annat antibiotikum om möjligt.',
    'Fluorokinoloner har påverkat brosk hos unga djur. Data från människa visar ingen tydligt ökad risk.',
  ),
  b(
    'TRIMETOPRIM',
    2,
    'Undvik under första trimestern om möjligt. Ge folsyra om behandlingen är nödvändig.',
    'Trimetoprim hämmar folsyrans omsättning. Vissa studier har visat en liten ökad risk för missbildningar vid användning tidigt i graviditeten.',
  ),
  b(
    'SULFAMETOXAZOL',
    2,
    'Undvik under första trimestern och nära förlossningen.',
    'Sulfonamider kan öka risken för gulsot hos den nyfödda. Kombinationen med trimetoprim hämmar folsyrans omsättning.',
  ),
  b(
    'NITROFURANTOIN',
    2,
    'Kan användas vid urinvägsinfektion. Undvik under de sista veckorna före förlossningen.',
    'Stor erfarenhet utan tecken på missbildningar. Nära förlossningen finns en teoretisk risk för blodbrist hos den nyfödda; klassificeringen avser den perioden.',
  ),
  b(
    'DOXYCYKLIN',
    3,
    'Undvik efter graviditetsvecka 15. Kan ge bestående missfärgning av barnets tänder och påverka skelettets tillväxt.',
    'Tetracykliner lagras in i tänder och skelett under uppbyggnaden.',
  ),
  b(
    'METRONIDAZOL',
    1,
    'Kan användas.',
    'Stor erfarenhet utan tecken på ökad risk för missbildningar.',
  ),
  b(
    'GENTAMICIN',
    2,
    'Använd vid allvarlig infektion när nyttan klart överväger. Följ koncentrationen.',
    'Aminoglykosider passerar moderkakan och kan teoretiskt skada fostrets hörsel och njurar.',
  ),
  b(
    'FLUKONAZOL',
    2,
    'En enstaka låg dos vid svampinfektion ger sannolikt ingen ökad risk, men lokal behandling är förstahandsval. Undvik höga doser och långvarig behandling.',
    'Höga doser under första trimestern har kopplats till missbildningar.',
  ),
  b(
    'METOTREXAT',
    3,
    'Fosterskadande och ökar risken för missfall. Ska inte användas under graviditet; säker preventivmetod krävs under behandlingen.',
    'Metotrexat hämmar folsyrans omsättning och har tydligt fosterskadande effekter.',
  ),
  b(
    'PREDNISOLON',
    1,
    'Kan användas vid behov. Höga doser under lång tid kräver uppföljning av moderns blodsocker och blodtryck.',
    'Prednisolon bryts till stor del ned i moderkakan. En liten ökad risk för läpp-käk-gomspalt har diskuterats men inte säkert visats.',
  ),
  b(
    'HYDROKORTISON',
    1,
    'Kan användas, både som kräm och som ersättningsbehandling.',
    'Stor erfarenhet utan tecken på fosterskador.',
  ),
  b('KALCIUMKARBONAT', 1, 'Kan användas.', 'Stor erfarenhet utan tecken på fosterskador.'),
  b('KALIUMKLORID', 1, 'Kan användas vid påvisad brist.', 'Kalium är ett normalt ämne i kroppen.'),
  b(
    'OMEPRAZOL',
    1,
    'Kan användas.',
    'Stor erfarenhet utan tecken på ökad risk för missbildningar.',
  ),
  b(
    'PANTOPRAZOL',
    1,
    'Kan användas.',
    'God erfarenhet utan tecken på ökad risk för missbildningar.',
  ),
  b(
    'ALLOPURINOL',
    null,
    'Erfarenheten är för liten för en bedömning. Använd endast när nyttan klart överväger.',
    'Data från människa är mycket begränsade.',
  ),
  b(
    'ONDANSETRON',
    2,
    'Kan användas vid svårt graviditetsillamående när andra medel inte räcker.',
    'Studier har gett motstridiga resultat om en liten ökad risk för läpp-käk-gomspalt.',
  ),
  b(
    'ETINYLESTRADIOL',
    1,
    'Ska inte användas under graviditet eftersom det saknar indikation, men användning tidigt i en oupptäckt graviditet ger ingen ökad risk.',
    'Stora studier visar ingen ökad risk för missbildningar efter oavsiktlig användning.',
    [200, 201],
  ),
  b(
    'LEVONORGESTREL',
    1,
    'Användning tidigt i en oupptäckt graviditet, till exempel som akut-p-piller, ger ingen ökad risk.',
    'Stor erfarenhet utan tecken på fosterskador.',
  ),
  ...GROUPS.flatMap((group) =>
    group.birthDefect.map((d) => b(d.key, d.level, d.assessment, d.background)),
  ),
];
