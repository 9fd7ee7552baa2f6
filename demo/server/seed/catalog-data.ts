// Static reference data for the catalogue seed: a Danish B2B shop (category tree, brands, duties,
// icons, CMS pages, addresses). Product records are generated from these in ./catalog.ts.
import { MORE_TOPS } from './catalog-tree-more.ts';
import { OFFICE_TOPS } from './catalog-tree-office.ts';

export interface BrandDef {
  id: string;
  name: string;
  description: string;
}

export const BRANDS: BrandDef[] = [
  { id: 'nordpen', name: 'Nordpen', description: 'Skriveredskaber designet i Danmark.' },
  { id: 'skrivo', name: 'Skrivo', description: 'Kuglepenne og tuscher til hverdagen.' },
  { id: 'papirhuset', name: 'Papirhuset', description: 'Papir, blokke og kuverter.' },
  { id: 'arkivia', name: 'Arkivia', description: 'Arkivering og ordnere.' },
  { id: 'kontorkompagniet', name: 'Kontorkompagniet', description: 'Skrivebordstilbehør til kontoret.' },
  { id: 'renglans', name: 'RenGlans', description: 'Professionel rengøring.' },
  { id: 'hygia', name: 'Hygia', description: 'Håndhygiejne til arbejdspladsen.' },
  { id: 'greenline', name: 'Greenline', description: 'Bæredygtige forbrugsvarer.' },
  { id: 'pakkeriet', name: 'Pakkeriet', description: 'Emballage og forsendelse.' },
  { id: 'boxit', name: 'BoxIt', description: 'Kasser og beskyttelse.' },
  { id: 'kaffemoellen', name: 'Kaffemøllen', description: 'Kaffe og te til kantinen.' },
  { id: 'nordisk-kantine', name: 'Nordisk Kantine', description: 'Engangsservice og kantineudstyr.' },
  { id: 'kildevaeld', name: 'Kildevæld', description: 'Vand og drikkevarer.' },
  { id: 'tekno', name: 'Tekno', description: 'IT-tilbehør til kontoret.' },
  { id: 'datalink', name: 'Datalink', description: 'Kabler, opladere og lagring.' },
  { id: 'lydhus', name: 'Lydhus', description: 'Headsets og højttalere.' },
  { id: 'gavekammeret', name: 'Gavekammeret', description: 'Gaver til medarbejdere og kunder.' },
  { id: 'nordlys-design', name: 'Nordlys Design', description: 'Dansk design til hjemmet.' },
  { id: 'smagsriget', name: 'Smagsriget', description: 'Vin og delikatesser.' },
];

export type VariantKind = 'colour' | 'colour-size';

export interface LeafDef {
  /** category id suffix (the full id is `${top}-${mid}-${leaf}` shortened, see catalog.ts) */
  id: string;
  name: string;
  /** noun used in product names, e.g. 'Kuglepen' */
  noun: string;
  descriptors: string[];
  specs: string[];
  colours?: string[];
  variants?: VariantKind;
  units: string[];
  collis: number[];
  price: [number, number];
  brands: string[];
  duties?: string[];
  /** probability of the Bæredygtig badge */
  eco?: number;
  features: string[];
}

export interface MidDef {
  id: string;
  name: string;
  leaves: LeafDef[];
}

export interface TopDef {
  id: string;
  name: string;
  description: string;
  colour: string;
  mids: MidDef[];
}

/** The category tree: top categories with their mid and leaf categories (split over two files by size). */
export const CATEGORY_TREE: TopDef[] = [...OFFICE_TOPS, ...MORE_TOPS];

export interface DutyDef {
  id: string;
  name: string;
  amountExVat: number;
}

export const DUTIES: DutyDef[] = [
  { id: 'miljoeafgift', name: 'Miljøafgift', amountExVat: 4.5 },
  { id: 'plastafgift', name: 'Plastafgift', amountExVat: 2 },
  { id: 'engangsafgift', name: 'Engangsemballageafgift', amountExVat: 1.2 },
  { id: 'pant-a', name: 'Pant A', amountExVat: 0.8 },
];

export const ICONS = [
  { name: 'svanemaerket', title: 'Svanemærket' },
  { name: 'eu-blomsten', title: 'EU-Blomsten' },
  { name: 'fsc', title: 'FSC-certificeret' },
  { name: 'dansk-design', title: 'Dansk design' },
  { name: 'genbrug', title: 'Genbrugsmateriale' },
  { name: 'allergivenlig', title: 'Allergivenlig' },
] as const;

export interface CmsPageDef {
  id: string;
  parentId: string | null;
  title: string;
  summary: string;
  body: string;
  custom?: boolean;
}

export const CMS_PAGES: CmsPageDef[] = [
  {
    id: 'kundeservice',
    parentId: null,
    title: 'Kundeservice',
    summary: 'Vi hjælper dig alle hverdage 8-16.',
    body: '<p>Ring på <strong>70 20 30 40</strong> eller skriv til kundeservice@butik.test.</p>',
    custom: true,
  },
  {
    id: 'levering',
    parentId: 'kundeservice',
    title: 'Levering og fragt',
    summary: 'Fri fragt ved køb over 1.500 kr. ekskl. moms.',
    body: '<p>Vi leverer med GLS og PostNord. Bestil inden kl. 15, så sender vi samme dag.</p><ul><li>Levering 1-2 hverdage</li><li>Fri fragt over 1.500 kr.</li></ul>',
    custom: true,
  },
  {
    id: 'returnering',
    parentId: 'kundeservice',
    title: 'Returnering og reklamation',
    summary: '30 dages returret på ubrugte varer.',
    body: '<p>Du kan returnere ubrugte varer i original emballage inden for 30 dage.</p>',
    custom: true,
  },
  {
    id: 'faq',
    parentId: 'kundeservice',
    title: 'Ofte stillede spørgsmål',
    summary: 'Svar på de mest almindelige spørgsmål om bestilling, levering og faktura.',
    body: '<h2>Faktura</h2><p>Erhvervskunder kan betale med faktura og EAN.</p><h2>Levering</h2><p>Se siden om levering og fragt.</p>',
  },
  {
    id: 'betaling',
    parentId: 'kundeservice',
    title: 'Betaling og faktura',
    summary: 'Betal med kort, faktura eller EAN-nummer.',
    body: '<p>Offentlige kunder kan modtage elektronisk faktura via EAN.</p>',
  },
  {
    id: 'om-os',
    parentId: null,
    title: 'Om Butik',
    summary: 'Dansk grossist til erhverv siden 1987.',
    body: '<p>Vi leverer kontorartikler, rengøring, emballage, kantine og gaver til danske virksomheder.</p>',
    custom: true,
  },
  {
    id: 'baeredygtighed',
    parentId: 'om-os',
    title: 'Bæredygtighed',
    summary: 'Sådan arbejder vi med miljø og bæredygtige produkter.',
    body: '<p>Se efter mærket <em>Bæredygtig</em> – produkter med Svanemærket, EU-Blomsten eller FSC.</p>',
  },
  {
    id: 'job',
    parentId: 'om-os',
    title: 'Job hos Butik',
    summary: 'Bliv en del af teamet i Aarhus.',
    body: '<p>Vi søger altid dygtige kolleger til lager og kundeservice.</p>',
  },
  {
    id: 'presse',
    parentId: 'om-os',
    title: 'Presse',
    summary: 'Pressemeddelelser og kontakt.',
    body: '<p>Kontakt presse@butik.test.</p>',
  },
  {
    id: 'handelsbetingelser',
    parentId: null,
    title: 'Handelsbetingelser',
    summary: 'Vilkår for køb hos Butik.',
    body: '<p>Alle priser er i danske kroner. Erhvervspriser vises ekskl. moms.</p>',
    custom: true,
  },
  {
    id: 'privatlivspolitik',
    parentId: null,
    title: 'Privatlivspolitik',
    summary: 'Sådan behandler vi dine personoplysninger.',
    body: '<p>Vi behandler dine data efter GDPR.</p>',
    custom: true,
  },
  {
    id: 'cookies',
    parentId: 'privatlivspolitik',
    title: 'Cookiepolitik',
    summary: 'Vi bruger nødvendige cookies og statistikcookies.',
    body: '<p>Du kan til enhver tid trække dit samtykke tilbage.</p>',
  },
  {
    id: 'gaveshop',
    parentId: null,
    title: 'Gaveshop til medarbejdere',
    summary: 'Lad medarbejderne selv vælge deres julegave med gavebeviser.',
    body: '<p>Opret en gaveshop, vælg sortiment og send gavebeviser. Modtagerne vælger selv deres gave.</p>',
  },
  {
    id: 'gaveshop-guide',
    parentId: 'gaveshop',
    title: 'Sådan virker gaveshoppen',
    summary: 'Guide til gavemodtagere: indtast gavekode og vælg gave.',
    body: '<ol><li>Indtast din gavekode</li><li>Udfyld navn</li><li>Vælg din gave</li></ol>',
  },
  {
    id: 'julegaver',
    parentId: 'gaveshop',
    title: 'Julegaver til medarbejdere 2026',
    summary: 'Inspiration til årets julegave: gavekurve, design og oplevelser.',
    body: '<p>Find årets julegave blandt mere end 100 gaveidéer.</p>',
  },
  {
    id: 'nyheder',
    parentId: null,
    title: 'Nyheder',
    summary: 'Nyt fra Butik.',
    body: '<p>Læs om nye produkter og tilbud.</p>',
  },
  {
    id: 'nyhed-kuglepenne',
    parentId: 'nyheder',
    title: 'Nye kuglepenne i genbrugsplast',
    summary: 'Nordpen lancerer kuglepenne lavet af 80 % genbrugsplast.',
    body: '<p>Den nye kuglepen Eco skriver op til 2 km.</p>',
  },
  {
    id: 'nyhed-kaffe',
    parentId: 'nyheder',
    title: 'Økologisk kaffe til kantinen',
    summary: 'Nye økologiske kaffebønner fra Kaffemøllen.',
    body: '<p>Ristet i Aarhus.</p>',
  },
  {
    id: 'nyhed-emballage',
    parentId: 'nyheder',
    title: 'Plastfri emballage',
    summary: 'Skift bobleplast ud med fyldpapir.',
    body: '<p>Fyldpapir er lavet af 100 % genbrugspapir.</p>',
  },
  {
    id: 'kontakt',
    parentId: null,
    title: 'Kontakt os',
    summary: 'Skriv, ring eller kig forbi.',
    body: '<p>Butik A/S, Vestergade 12, 8000 Aarhus C.</p>',
    custom: true,
  },
  {
    id: 'bliv-kunde',
    parentId: null,
    title: 'Bliv erhvervskunde',
    summary: 'Opret en erhvervskonto med CVR- og EAN-nummer.',
    body: '<p>Få adgang til erhvervspriser og faktura.</p>',
  },
];

/** Real Danish zip codes and towns. */
export const ZIP_CITIES: Array<[string, string]> = [
  ['1050', 'København K'],
  ['1260', 'København K'],
  ['1620', 'København V'],
  ['2100', 'København Ø'],
  ['2200', 'København N'],
  ['2300', 'København S'],
  ['2400', 'København NV'],
  ['2500', 'Valby'],
  ['2800', 'Kongens Lyngby'],
  ['2900', 'Hellerup'],
  ['3000', 'Helsingør'],
  ['3400', 'Hillerød'],
  ['4000', 'Roskilde'],
  ['4600', 'Køge'],
  ['4700', 'Næstved'],
  ['5000', 'Odense C'],
  ['5700', 'Svendborg'],
  ['6000', 'Kolding'],
  ['6700', 'Esbjerg'],
  ['7100', 'Vejle'],
  ['7400', 'Herning'],
  ['7500', 'Holstebro'],
  ['8000', 'Aarhus C'],
  ['8200', 'Aarhus N'],
  ['8600', 'Silkeborg'],
  ['8700', 'Horsens'],
  ['8800', 'Viborg'],
  ['8900', 'Randers C'],
  ['9000', 'Aalborg'],
  ['9900', 'Frederikshavn'],
];

export const STREETS: string[] = [
  'Vestergade',
  'Østergade',
  'Nørregade',
  'Søndergade',
  'Algade',
  'Jernbanegade',
  'Skolevej',
  'Kirkevej',
  'Strandvejen',
  'Bredgade',
  'Hovedgaden',
  'Møllevej',
  'Stationsvej',
  'Parkvej',
  'Engvej',
  'Industrivej',
  'Havnegade',
  'Torvet',
  'Kongensgade',
  'Dronningensgade',
  'Skovvej',
  'Bøgevej',
  'Birkevej',
  'Egevej',
  'Lindevej',
  'Rosenvænget',
  'Ved Stranden',
  'Slotsgade',
  'Fabriksvej',
  'Åboulevarden',
];
