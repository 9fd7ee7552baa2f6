// Static reference data for the catalogue seed: a Danish B2B shop (category tree, brands, duties,
// icons, CMS pages, addresses). Product records are generated from these in ./catalog.ts.

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

const PEN_COLOURS = ['blå', 'sort', 'rød', 'grøn'];
const FOLDER_COLOURS = ['sort', 'blå', 'rød', 'grøn', 'gul', 'hvid'];

export const CATEGORY_TREE: TopDef[] = [
  {
    id: 'kontorartikler',
    name: 'Kontorartikler',
    description: 'Alt til det daglige kontorarbejde',
    colour: '#1f6feb',
    mids: [
      {
        id: 'skriveredskaber',
        name: 'Skriveredskaber',
        leaves: [
          {
            id: 'kuglepenne', name: 'Kuglepenne', noun: 'Kuglepen',
            descriptors: ['Klik', 'Classic', 'Grip', 'Soft', 'Metal', 'Eco', 'Premium', 'Gel'],
            specs: ['0,5 mm', '0,7 mm', '1,0 mm'], colours: PEN_COLOURS, variants: 'colour',
            units: ['stk'], collis: [1, 10, 12, 24], price: [3, 45],
            brands: ['nordpen', 'skrivo'], eco: 0.2,
            features: ['Blækket tørrer hurtigt og udtværes ikke', 'Ergonomisk greb til lange skrivedage', 'Kan genopfyldes med standardrefill'],
          },
          {
            id: 'blyanter', name: 'Blyanter', noun: 'Blyant',
            descriptors: ['Classic', 'Grafit', 'Trekantet', 'Eco', 'med viskelæder'],
            specs: ['HB', '2B', 'B', 'H'], units: ['stk'], collis: [1, 12, 24], price: [2, 12],
            brands: ['nordpen', 'skrivo'], eco: 0.3,
            features: ['Brudsikker mine', 'FSC-certificeret træ', 'Let at spidse'],
          },
          {
            id: 'overstregningstusser', name: 'Overstregningstusser', noun: 'Overstregningstusch',
            descriptors: ['Neon', 'Pastel', 'Textmarker', 'Duo'], specs: ['skrå spids', 'fin spids'],
            colours: ['gul', 'grøn', 'pink', 'orange'], variants: 'colour',
            units: ['stk', 'pk'], collis: [1, 6, 10], price: [6, 40], brands: ['skrivo', 'nordpen'],
            features: ['Klare farver der ikke gennemtrænger papiret', 'Lang levetid', 'Tørrer ikke ud med hætten af i 4 timer'],
          },
          {
            id: 'fineliners', name: 'Fineliners', noun: 'Fineliner',
            descriptors: ['Pro', 'Sketch', 'Office'], specs: ['0,3 mm', '0,4 mm'], colours: PEN_COLOURS,
            variants: 'colour', units: ['stk'], collis: [1, 10], price: [8, 25], brands: ['skrivo'],
            features: ['Præcis streg', 'Vandbaseret blæk', 'Metalindfattet spids'],
          },
        ],
      },
      {
        id: 'papir',
        name: 'Papir og blokke',
        leaves: [
          {
            id: 'kopipapir', name: 'Kopipapir', noun: 'Kopipapir A4',
            descriptors: ['Hvid', 'Premium', 'Genbrug', 'Office'], specs: ['80 g 500 ark', '90 g 500 ark', '100 g 250 ark'],
            units: ['pk'], collis: [1, 5], price: [35, 120], brands: ['papirhuset', 'greenline'], eco: 0.4,
            features: ['Til laser- og blækprintere', 'Svanemærket papir', 'Fri for fnug og støv'],
          },
          {
            id: 'notesblokke', name: 'Notesblokke', noun: 'Notesblok',
            descriptors: ['Linjeret', 'Kvadreret', 'Blank', 'Spiral'], specs: ['A4', 'A5', 'A6'],
            units: ['stk', 'pk'], collis: [1, 5, 10], price: [8, 45], brands: ['papirhuset'], eco: 0.25,
            features: ['Mikroperforerede ark', 'Stift bagside', '70 ark pr. blok'],
          },
          {
            id: 'kuverter', name: 'Kuverter', noun: 'Kuvert',
            descriptors: ['Hvid', 'Brun', 'med rude', 'Selvklæbende'], specs: ['C4', 'C5', 'C6', 'E65'],
            units: ['ks'], collis: [1], price: [95, 480], brands: ['papirhuset', 'pakkeriet'],
            features: ['500 stk. pr. kasse', 'Selvklæbende lukning med strip', 'Passer til standardbreve'],
          },
        ],
      },
      {
        id: 'arkivering',
        name: 'Arkivering',
        leaves: [
          {
            id: 'ringbind', name: 'Ringbind', noun: 'Ringbind',
            descriptors: ['Basic', 'Præsentation', 'Karton', 'PP'], specs: ['A4 2-rings 25 mm', 'A4 4-rings 40 mm'],
            colours: FOLDER_COLOURS, variants: 'colour', units: ['stk'], collis: [1, 10], price: [12, 55],
            brands: ['arkivia'], eco: 0.2,
            features: ['Robust ringmekanik', 'Ryglomme til etiket', 'Stabelbar'],
          },
          {
            id: 'brevordnere', name: 'Brevordnere', noun: 'Brevordner',
            descriptors: ['Standard', 'Genbrug', 'Plast'], specs: ['A4 50 mm', 'A4 80 mm'], colours: FOLDER_COLOURS,
            variants: 'colour', units: ['stk'], collis: [1, 10], price: [18, 60], brands: ['arkivia', 'greenline'], eco: 0.35,
            features: ['Udskiftelig rygetiket', 'Greb i ryggen', 'Metalbeskyttet underkant'],
          },
          {
            id: 'plastlommer', name: 'Plastlommer', noun: 'Plastlomme',
            descriptors: ['Glasklar', 'Præget', 'Kraftig'], specs: ['A4 0,06 mm', 'A4 0,09 mm'],
            units: ['pk'], collis: [1, 5], price: [25, 90], brands: ['arkivia'],
            features: ['100 stk. pr. pakke', 'Åben i toppen', 'Universalhulning'],
          },
        ],
      },
      {
        id: 'skrivebord',
        name: 'Skrivebordstilbehør',
        leaves: [
          {
            id: 'haeftemaskiner', name: 'Hæftemaskiner', noun: 'Hæftemaskine',
            descriptors: ['Mini', 'Kraftig', 'Elektrisk', 'Classic'], specs: ['20 ark', '40 ark', '100 ark'],
            units: ['stk'], collis: [1], price: [45, 650], brands: ['kontorkompagniet'],
            features: ['Hæfter op til angivet antal ark', 'Skridsikker bund', 'Frontfyldning'],
          },
          {
            id: 'hullemaskiner', name: 'Hullemaskiner', noun: 'Hullemaskine',
            descriptors: ['Standard', 'Kraftig', 'Kompakt'], specs: ['2 huller 20 ark', '4 huller 30 ark'],
            units: ['stk'], collis: [1], price: [60, 420], brands: ['kontorkompagniet'],
            features: ['Anlæg med formatmarkering', 'Opsamlingsbakke', 'Metalkonstruktion'],
          },
          {
            id: 'tape', name: 'Tape', noun: 'Kontortape',
            descriptors: ['Usynlig', 'Klar', 'Dobbeltklæbende'], specs: ['19 mm x 33 m', '12 mm x 10 m'],
            units: ['rl', 'pk'], collis: [1, 6, 12], price: [8, 60], brands: ['kontorkompagniet', 'pakkeriet'],
            features: ['Kan skrives på', 'River lige af', 'Gulner ikke'],
          },
        ],
      },
    ],
  },
  {
    id: 'rengoering',
    name: 'Rengøring',
    description: 'Rengøring og hygiejne til erhverv',
    colour: '#1a7f37',
    mids: [
      {
        id: 'haandhygiejne',
        name: 'Håndhygiejne',
        leaves: [
          {
            id: 'haandsaebe', name: 'Håndsæbe', noun: 'Håndsæbe',
            descriptors: ['Mild', 'Parfumefri', 'Skum', 'Sensitive'], specs: ['500 ml', '1 liter', '5 liter'],
            units: ['stk', 'ks'], collis: [1, 6, 12], price: [18, 240], brands: ['hygia', 'greenline'], eco: 0.5,
            features: ['Allergivenlig og uden parfume', 'Svanemærket', 'Passer til dispensere'],
          },
          {
            id: 'haandsprit', name: 'Håndsprit', noun: 'Hånddesinfektion',
            descriptors: ['Gel', 'Flydende', 'Med glycerin'], specs: ['85 %', '70 %'], units: ['stk'],
            collis: [1, 6, 12], price: [25, 180], brands: ['hygia'],
            features: ['Virker på 30 sekunder', 'Tørrer ikke huden ud', 'Godkendt biocid'],
          },
          {
            id: 'haandklaedeark', name: 'Håndklædeark', noun: 'Håndklædeark',
            descriptors: ['Z-fold', 'C-fold', 'Rulle'], specs: ['1-lags', '2-lags'], units: ['ks'],
            collis: [1], price: [180, 420], brands: ['hygia', 'greenline'], eco: 0.5,
            features: ['Høj sugeevne', 'Lavet af genbrugsfibre', 'Passer til standarddispensere'],
          },
        ],
      },
      {
        id: 'rengoeringsmidler',
        name: 'Rengøringsmidler',
        leaves: [
          {
            id: 'universal', name: 'Universalrengøring', noun: 'Universalrengøring',
            descriptors: ['Citrus', 'Uden parfume', 'Koncentrat'], specs: ['1 liter', '5 liter'],
            units: ['stk'], collis: [1, 6], price: [25, 190], brands: ['renglans', 'greenline'], eco: 0.5,
            features: ['Til alle vaskbare overflader', 'Lav dosering', 'Biologisk nedbrydelig'],
          },
          {
            id: 'gulvsaebe', name: 'Gulvrengøring', noun: 'Gulvsæbe',
            descriptors: ['Sæbespåner', 'Pleje', 'Neutral'], specs: ['1 liter', '5 liter'], units: ['stk'],
            collis: [1, 6], price: [30, 210], brands: ['renglans'],
            features: ['Giver en let glans', 'Til trægulve og linoleum', 'Efterlader ingen striber'],
          },
          {
            id: 'opvask', name: 'Opvaskemiddel', noun: 'Opvaskemiddel',
            descriptors: ['Håndopvask', 'Maskinopvask tabs', 'Afspænding'], specs: ['500 ml', '1 liter', '100 stk'],
            units: ['stk'], collis: [1, 6, 12], price: [20, 260], brands: ['renglans', 'greenline'], eco: 0.4,
            features: ['Skærer igennem fedt', 'Skånsom mod hænderne', 'Svanemærket'],
          },
        ],
      },
      {
        id: 'affald',
        name: 'Affald',
        leaves: [
          {
            id: 'affaldssaekke', name: 'Affaldssække', noun: 'Affaldssæk',
            descriptors: ['Kraftig', 'Genbrugsplast', 'Med snøre'], specs: ['60 liter', '110 liter', '240 liter'],
            units: ['rl', 'pk'], collis: [1, 10], price: [25, 160], brands: ['renglans', 'greenline'],
            duties: ['plastafgift'], eco: 0.3,
            features: ['Rivefast materiale', 'Passer til standardstativer', 'Lavet af genbrugsplast'],
          },
          {
            id: 'affaldsspande', name: 'Affaldsspande', noun: 'Affaldsspand',
            descriptors: ['Pedal', 'Sortering', 'Svinglåg'], specs: ['30 liter', '50 liter'], units: ['stk'],
            collis: [1], price: [120, 890], brands: ['renglans'],
            features: ['Lydløs lukning', 'Aftagelig inderspand', 'Let at rengøre'],
          },
        ],
      },
      {
        id: 'udstyr',
        name: 'Rengøringsudstyr',
        leaves: [
          {
            id: 'klude', name: 'Klude', noun: 'Mikrofiberklud',
            descriptors: ['Universal', 'Glas', 'Premium'], specs: ['40 x 40 cm', '32 x 32 cm'],
            colours: ['blå', 'grøn', 'rød', 'gul'], variants: 'colour', units: ['pk'], collis: [1, 5, 10],
            price: [30, 140], brands: ['renglans'],
            features: ['Farvekodet til forskellige zoner', 'Kan vaskes ved 90 grader', 'Støvbindende'],
          },
          {
            id: 'handsker', name: 'Engangshandsker', noun: 'Engangshandske',
            descriptors: ['Nitril', 'Vinyl', 'Latexfri'], specs: ['100 stk'], colours: ['blå', 'sort', 'hvid'],
            variants: 'colour-size', units: ['ks'], collis: [1, 10], price: [45, 140], brands: ['hygia', 'renglans'],
            features: ['Pudderfri', 'Godkendt til fødevarer', 'Høj taktilitet'],
          },
          {
            id: 'svampe', name: 'Svampe', noun: 'Rengøringssvamp',
            descriptors: ['Skuresvamp', 'Magisk', 'Blød'], specs: ['10 stk', '3 stk'], units: ['pk'],
            collis: [1, 10], price: [15, 70], brands: ['renglans', 'greenline'],
            features: ['Ridser ikke', 'Lang holdbarhed', 'Let at skylle'],
          },
        ],
      },
    ],
  },
  {
    id: 'emballage',
    name: 'Emballage',
    description: 'Forsendelse og pakning',
    colour: '#9a6700',
    mids: [
      {
        id: 'kasser',
        name: 'Kasser',
        leaves: [
          {
            id: 'papkasser', name: 'Papkasser', noun: 'Papkasse',
            descriptors: ['Enkeltbølge', 'Dobbeltbølge', 'Postkasse'], specs: ['300 x 200 x 150 mm', '400 x 300 x 200 mm', '600 x 400 x 400 mm'],
            units: ['stk'], collis: [10, 20, 24], price: [6, 35], brands: ['boxit', 'pakkeriet'], eco: 0.4,
            features: ['FSC-certificeret pap', 'Leveres fladpakket', 'Kan genbruges'],
          },
          {
            id: 'flyttekasser', name: 'Flyttekasser', noun: 'Flyttekasse',
            descriptors: ['Standard', 'Bogkasse', 'Kraftig'], specs: ['55 liter', '30 liter'], units: ['stk'],
            collis: [5, 10], price: [15, 45], brands: ['boxit'],
            features: ['Håndtag i siderne', 'Bærer op til 30 kg', 'Let at folde'],
          },
        ],
      },
      {
        id: 'fyld',
        name: 'Fyld og beskyttelse',
        leaves: [
          {
            id: 'bobleplast', name: 'Bobleplast', noun: 'Bobleplast',
            descriptors: ['Små bobler', 'Store bobler', 'Genbrug'], specs: ['50 cm x 100 m', '100 cm x 50 m'],
            units: ['rl'], collis: [1], price: [120, 380], brands: ['boxit', 'pakkeriet'], duties: ['plastafgift'],
            features: ['Beskytter skrøbelige varer', 'Let at skære', 'Genanvendelig'],
          },
          {
            id: 'fyldpapir', name: 'Fyldpapir', noun: 'Fyldpapir',
            descriptors: ['Brunt', 'Genbrug', 'Krøllet'], specs: ['5 kg', '10 kg'], units: ['ks'], collis: [1],
            price: [95, 260], brands: ['pakkeriet', 'greenline'], eco: 0.7,
            features: ['100 % genbrugspapir', 'Støddæmpende', 'Plastfrit alternativ'],
          },
        ],
      },
      {
        id: 'tape-forsegling',
        name: 'Tape og forsegling',
        leaves: [
          {
            id: 'pakketape', name: 'Pakketape', noun: 'Pakketape',
            descriptors: ['Brun', 'Klar', 'Papir', 'Lydsvag'], specs: ['50 mm x 66 m', '48 mm x 100 m'],
            units: ['rl'], collis: [6, 12, 36], price: [9, 35], brands: ['pakkeriet'], eco: 0.2,
            features: ['Stærk klæbeevne', 'Lydsvag afrulning', 'Til kasser op til 30 kg'],
          },
          {
            id: 'tapedispensere', name: 'Tapedispensere', noun: 'Tapedispenser',
            descriptors: ['Håndholdt', 'Bordmodel', 'Pro'], specs: ['50 mm', '75 mm'], units: ['stk'], collis: [1],
            price: [45, 320], brands: ['pakkeriet'],
            features: ['Justerbar bremse', 'Beskyttet kniv', 'Ergonomisk håndtag'],
          },
        ],
      },
      {
        id: 'poser',
        name: 'Poser',
        leaves: [
          {
            id: 'papirposer', name: 'Papirposer', noun: 'Papirpose',
            descriptors: ['Med hank', 'Brun', 'Hvid'], specs: ['S', 'M', 'L'], units: ['pk'], collis: [1, 5],
            price: [60, 240], brands: ['pakkeriet', 'greenline'], eco: 0.6,
            features: ['250 stk. pr. pakke', 'Kraftpapir', 'Kan påtrykkes logo'],
          },
          {
            id: 'plastposer', name: 'Plastposer', noun: 'Plastpose',
            descriptors: ['Bærepose', 'Lynlås', 'Frysepose'], specs: ['1 liter', '3 liter', '25 liter'],
            units: ['pk'], collis: [1, 10], price: [20, 180], brands: ['pakkeriet'], duties: ['plastafgift'],
            features: ['Genlukkelig', 'Fødevaregodkendt', 'Stærk svejsning'],
          },
        ],
      },
    ],
  },
  {
    id: 'kantine',
    name: 'Kantine',
    description: 'Kaffe, service og forplejning',
    colour: '#bc4c00',
    mids: [
      {
        id: 'kaffe-te',
        name: 'Kaffe og te',
        leaves: [
          {
            id: 'kaffeboenner', name: 'Kaffebønner', noun: 'Kaffebønner',
            descriptors: ['Espresso', 'Mellemristet', 'Mørkristet', 'Økologiske'], specs: ['500 g', '1 kg'],
            units: ['pk'], collis: [1, 6], price: [75, 260], brands: ['kaffemoellen'], eco: 0.4,
            features: ['Fairtrade-certificeret', 'Ristet i Danmark', 'Til bønnemaskiner'],
          },
          {
            id: 'filterkaffe', name: 'Filterkaffe', noun: 'Filterkaffe',
            descriptors: ['Formalet', 'Storkøkken', 'Økologisk'], specs: ['500 g', '1 kg', '40 x 60 g'],
            units: ['pk', 'ks'], collis: [1, 6], price: [45, 420], brands: ['kaffemoellen'], eco: 0.4,
            features: ['Rund og fyldig smag', 'Portionsposer til kaffemaskiner', 'UTZ-certificeret'],
          },
          {
            id: 'te', name: 'Te', noun: 'Te',
            descriptors: ['Earl Grey', 'Grøn', 'Kamille', 'Pebermynte'], specs: ['20 breve', '100 breve'],
            units: ['pk'], collis: [1, 6, 12], price: [18, 120], brands: ['kaffemoellen'], eco: 0.3,
            features: ['Individuelt pakkede breve', 'Økologisk', 'Uden tilsat aroma'],
          },
        ],
      },
      {
        id: 'engangsservice',
        name: 'Engangsservice',
        leaves: [
          {
            id: 'krus', name: 'Krus og kopper', noun: 'Papkrus',
            descriptors: ['Hvid', 'Dobbeltvægget', 'Kompostérbar'], specs: ['24 cl', '36 cl'], units: ['pk'],
            collis: [1, 10], price: [40, 160], brands: ['nordisk-kantine', 'greenline'], duties: ['engangsafgift'], eco: 0.5,
            features: ['50 stk. pr. pakke', 'Til varme drikke', 'Plastfri belægning'],
          },
          {
            id: 'tallerkener', name: 'Tallerkener', noun: 'Engangstallerken',
            descriptors: ['Bagasse', 'Pap', 'Dyb'], specs: ['18 cm', '22 cm', '26 cm'], units: ['pk'],
            collis: [1, 10], price: [35, 140], brands: ['nordisk-kantine', 'greenline'], duties: ['engangsafgift'], eco: 0.6,
            features: ['Kompostérbar', 'Tåler mikroovn', 'Stabil og fedtafvisende'],
          },
          {
            id: 'bestik', name: 'Bestik', noun: 'Bestiksæt',
            descriptors: ['Træ', 'Birk', 'Pakket'], specs: ['100 stk', '500 stk'], units: ['pk'], collis: [1, 6],
            price: [30, 220], brands: ['nordisk-kantine'], eco: 0.6,
            features: ['Lavet af birketræ', 'Uden plast', 'Glat overflade'],
          },
        ],
      },
      {
        id: 'borddaekning',
        name: 'Borddækning',
        leaves: [
          {
            id: 'servietter', name: 'Servietter', noun: 'Serviet',
            descriptors: ['Frokost', 'Middag', 'Dunilin'], specs: ['24 x 24 cm', '33 x 33 cm', '40 x 40 cm'],
            colours: ['hvid', 'sort', 'bordeaux', 'grøn'], variants: 'colour', units: ['pk'], collis: [1, 12],
            price: [15, 95], brands: ['nordisk-kantine'],
            features: ['Stærk og sugende', 'Farveægte', 'Til festlige lejligheder'],
          },
        ],
      },
      {
        id: 'drikkevarer',
        name: 'Drikkevarer',
        leaves: [
          {
            id: 'vand', name: 'Vand', noun: 'Kildevand',
            descriptors: ['Uden brus', 'Med brus', 'Citrus'], specs: ['50 cl', '1,5 liter'], units: ['stk'],
            collis: [12, 24], price: [5, 18], brands: ['kildevaeld'], duties: ['pant-a'],
            features: ['Dansk kildevand', 'Pant A', 'Genanvendelig flaske'],
          },
          {
            id: 'sodavand', name: 'Sodavand', noun: 'Sodavand',
            descriptors: ['Cola', 'Appelsin', 'Hyldeblomst', 'Sukkerfri'], specs: ['33 cl dåse', '50 cl'],
            units: ['stk'], collis: [24], price: [6, 16], brands: ['kildevaeld'], duties: ['pant-a'],
            features: ['Serveres kold', 'Pant A', 'Bryggeri i Danmark'],
          },
        ],
      },
    ],
  },
  {
    id: 'it-tilbehoer',
    name: 'IT-tilbehør',
    description: 'Tilbehør til computer og mødelokale',
    colour: '#8250df',
    mids: [
      {
        id: 'mus-tastatur',
        name: 'Mus og tastaturer',
        leaves: [
          {
            id: 'mus', name: 'Mus', noun: 'Trådløs mus',
            descriptors: ['Ergonomisk', 'Kompakt', 'Lydløs', 'Bluetooth'], specs: ['USB-modtager', 'Genopladelig'],
            colours: ['sort', 'hvid', 'grå'], variants: 'colour', units: ['stk'], collis: [1], price: [90, 650],
            brands: ['tekno', 'datalink'], duties: ['miljoeafgift'],
            features: ['Op til 18 måneders batteritid', 'Præcis sensor', 'Til højre- og venstrehåndede'],
          },
          {
            id: 'tastaturer', name: 'Tastaturer', noun: 'Tastatur',
            descriptors: ['Dansk layout', 'Trådløst', 'Slim', 'Mekanisk'], specs: ['Nordisk', 'Med numerisk tastatur'],
            units: ['stk'], collis: [1], price: [150, 1200], brands: ['tekno'], duties: ['miljoeafgift'],
            features: ['Lydsvage taster', 'Spildsikkert', 'Dansk tegnsæt'],
          },
        ],
      },
      {
        id: 'kabler',
        name: 'Kabler og opladere',
        leaves: [
          {
            id: 'usb-kabler', name: 'USB-kabler', noun: 'USB-C kabel',
            descriptors: ['Flettet', 'Hurtigopladning', 'Data'], specs: ['1 m', '2 m', '3 m'], units: ['stk'],
            collis: [1, 5], price: [60, 260], brands: ['datalink'],
            features: ['Op til 100 W', 'Forstærkede stik', 'USB 3.2'],
          },
          {
            id: 'opladere', name: 'Opladere', noun: 'Oplader',
            descriptors: ['USB-C', 'Multi', 'Rejse'], specs: ['30 W', '65 W', '100 W'], units: ['stk'], collis: [1],
            price: [150, 700], brands: ['datalink', 'tekno'], duties: ['miljoeafgift'],
            features: ['GaN-teknologi', 'Beskyttelse mod overophedning', 'Kompakt design'],
          },
          {
            id: 'batterier', name: 'Batterier', noun: 'Batteri',
            descriptors: ['Alkaline', 'Genopladeligt', 'Lithium'], specs: ['AA 4 stk', 'AAA 4 stk', 'AA 24 stk'],
            units: ['pk'], collis: [1, 10], price: [25, 220], brands: ['datalink'], duties: ['miljoeafgift'],
            features: ['Lang holdbarhed', 'Kviksølvfri', 'Afleveres til genbrug'],
          },
        ],
      },
      {
        id: 'lagring',
        name: 'Lagring',
        leaves: [
          {
            id: 'usb-noegler', name: 'USB-nøgler', noun: 'USB-nøgle',
            descriptors: ['Mini', 'Metal', 'Krypteret'], specs: ['32 GB', '64 GB', '128 GB'], units: ['stk'],
            collis: [1, 5], price: [50, 450], brands: ['datalink'], duties: ['miljoeafgift'],
            features: ['USB 3.2', 'Nøglering', 'Hurtig overførsel'],
          },
          {
            id: 'harddiske', name: 'Eksterne harddiske', noun: 'Ekstern harddisk',
            descriptors: ['SSD', 'Portabel', 'Robust'], specs: ['1 TB', '2 TB', '4 TB'], units: ['stk'], collis: [1],
            price: [450, 2200], brands: ['datalink', 'tekno'], duties: ['miljoeafgift'],
            features: ['Stødsikker', 'USB-C', 'Hardwarekryptering'],
          },
        ],
      },
      {
        id: 'lyd',
        name: 'Lyd',
        leaves: [
          {
            id: 'headsets', name: 'Headsets', noun: 'Headset',
            descriptors: ['Mono', 'Stereo', 'Trådløst', 'Støjreducerende'], specs: ['USB', 'Bluetooth'], units: ['stk'],
            collis: [1], price: [250, 2400], brands: ['lydhus'], duties: ['miljoeafgift'],
            features: ['Certificeret til Teams', 'Støjreducerende mikrofon', 'Komfortable ørepuder'],
          },
          {
            id: 'hoejttalere', name: 'Højttalere', noun: 'Konferencehøjttaler',
            descriptors: ['Bærbar', 'Mødelokale', 'Mini'], specs: ['USB', 'Bluetooth'], units: ['stk'], collis: [1],
            price: [400, 3500], brands: ['lydhus'], duties: ['miljoeafgift'],
            features: ['360 graders mikrofon', 'Op til 8 deltagere', 'Plug and play'],
          },
        ],
      },
    ],
  },
  {
    id: 'gaver',
    name: 'Gaver',
    description: 'Julegaver og personalegaver',
    colour: '#cf222e',
    mids: [
      {
        id: 'kurve-kasser',
        name: 'Gavekurve og -kasser',
        leaves: [
          {
            id: 'gavekurve', name: 'Gavekurve', noun: 'Gavekurv',
            descriptors: ['Hygge', 'Gourmet', 'Jul', 'Økologisk'], specs: ['lille', 'mellem', 'stor'], units: ['stk'],
            collis: [1], price: [199, 1200], brands: ['gavekammeret', 'smagsriget'], eco: 0.3,
            features: ['Håndpakket i Danmark', 'Med hilsenkort', 'Levering til døren'],
          },
        ],
      },
      {
        id: 'vin-delikatesser',
        name: 'Vin og delikatesser',
        leaves: [
          {
            id: 'vin', name: 'Vin', noun: 'Rødvin',
            descriptors: ['Rioja', 'Bordeaux', 'Primitivo', 'Økologisk'], specs: ['75 cl', 'Magnum 150 cl'], units: ['stk'],
            collis: [1, 6], price: [69, 450], brands: ['smagsriget'],
            features: ['Fyldig og rund', 'Passer til vildt og oksekød', 'Udvalgt af vores sommelier'],
          },
          {
            id: 'chokolade', name: 'Chokolade', noun: 'Chokolade',
            descriptors: ['Mørk', 'Lys', 'Nougat', 'Havsalt'], specs: ['100 g', '250 g æske'], units: ['stk'],
            collis: [1, 12], price: [25, 180], brands: ['smagsriget', 'gavekammeret'], eco: 0.3,
            features: ['Håndlavet', 'Fairtrade-kakao', 'Flot gaveæske'],
          },
        ],
      },
      {
        id: 'design-bolig',
        name: 'Design og bolig',
        leaves: [
          {
            id: 'termokrus', name: 'Termokrus', noun: 'Termokrus',
            descriptors: ['To go', 'Stål', 'Bambus'], specs: ['35 cl', '45 cl'], colours: ['sort', 'hvid', 'grøn', 'blå'],
            variants: 'colour', units: ['stk'], collis: [1], price: [99, 299], brands: ['nordlys-design'], eco: 0.4,
            features: ['Holder varmen i 6 timer', 'Tætsluttende låg', 'Tåler opvaskemaskine'],
          },
          {
            id: 'plaider', name: 'Plaider', noun: 'Plaid',
            descriptors: ['Uld', 'Bomuld', 'Fleece'], specs: ['130 x 170 cm', '150 x 200 cm'],
            colours: ['grå', 'sand', 'grøn'], variants: 'colour', units: ['stk'], collis: [1], price: [249, 899],
            brands: ['nordlys-design'], eco: 0.3,
            features: ['Blød og varm', 'Vævet i Europa', 'Tåler vask ved 30 grader'],
          },
          {
            id: 'lysestager', name: 'Lysestager', noun: 'Lysestage',
            descriptors: ['Messing', 'Keramik', 'Sort stål'], specs: ['til 1 lys', 'til 3 lys'], units: ['stk'],
            collis: [1], price: [149, 699], brands: ['nordlys-design'],
            features: ['Dansk design', 'Tidløst udtryk', 'Gaveæske medfølger'],
          },
        ],
      },
      {
        id: 'oplevelser',
        name: 'Oplevelser',
        leaves: [
          {
            id: 'gavekort', name: 'Gavekort', noun: 'Gavekort',
            descriptors: ['Restaurant', 'Spa', 'Biograf', 'Oplevelse'], specs: ['500 kr.', '1.000 kr.'],
            units: ['stk'], collis: [1], price: [400, 800], brands: ['gavekammeret'],
            features: ['Gyldigt i 3 år', 'Leveres digitalt', 'Kan bruges i hele landet'],
          },
        ],
      },
    ],
  },
];

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
  { id: 'kundeservice', parentId: null, title: 'Kundeservice', summary: 'Vi hjælper dig alle hverdage 8-16.', body: '<p>Ring på <strong>70 20 30 40</strong> eller skriv til kundeservice@butik.test.</p>', custom: true },
  { id: 'levering', parentId: 'kundeservice', title: 'Levering og fragt', summary: 'Fri fragt ved køb over 1.500 kr. ekskl. moms.', body: '<p>Vi leverer med GLS og PostNord. Bestil inden kl. 15, så sender vi samme dag.</p><ul><li>Levering 1-2 hverdage</li><li>Fri fragt over 1.500 kr.</li></ul>', custom: true },
  { id: 'returnering', parentId: 'kundeservice', title: 'Returnering og reklamation', summary: '30 dages returret på ubrugte varer.', body: '<p>Du kan returnere ubrugte varer i original emballage inden for 30 dage.</p>', custom: true },
  { id: 'faq', parentId: 'kundeservice', title: 'Ofte stillede spørgsmål', summary: 'Svar på de mest almindelige spørgsmål om bestilling, levering og faktura.', body: '<h2>Faktura</h2><p>Erhvervskunder kan betale med faktura og EAN.</p><h2>Levering</h2><p>Se siden om levering og fragt.</p>' },
  { id: 'betaling', parentId: 'kundeservice', title: 'Betaling og faktura', summary: 'Betal med kort, faktura eller EAN-nummer.', body: '<p>Offentlige kunder kan modtage elektronisk faktura via EAN.</p>' },
  { id: 'om-os', parentId: null, title: 'Om Butik', summary: 'Dansk grossist til erhverv siden 1987.', body: '<p>Vi leverer kontorartikler, rengøring, emballage, kantine og gaver til danske virksomheder.</p>', custom: true },
  { id: 'baeredygtighed', parentId: 'om-os', title: 'Bæredygtighed', summary: 'Sådan arbejder vi med miljø og bæredygtige produkter.', body: '<p>Se efter mærket <em>Bæredygtig</em> – produkter med Svanemærket, EU-Blomsten eller FSC.</p>' },
  { id: 'job', parentId: 'om-os', title: 'Job hos Butik', summary: 'Bliv en del af teamet i Aarhus.', body: '<p>Vi søger altid dygtige kolleger til lager og kundeservice.</p>' },
  { id: 'presse', parentId: 'om-os', title: 'Presse', summary: 'Pressemeddelelser og kontakt.', body: '<p>Kontakt presse@butik.test.</p>' },
  { id: 'handelsbetingelser', parentId: null, title: 'Handelsbetingelser', summary: 'Vilkår for køb hos Butik.', body: '<p>Alle priser er i danske kroner. Erhvervspriser vises ekskl. moms.</p>', custom: true },
  { id: 'privatlivspolitik', parentId: null, title: 'Privatlivspolitik', summary: 'Sådan behandler vi dine personoplysninger.', body: '<p>Vi behandler dine data efter GDPR.</p>', custom: true },
  { id: 'cookies', parentId: 'privatlivspolitik', title: 'Cookiepolitik', summary: 'Vi bruger nødvendige cookies og statistikcookies.', body: '<p>Du kan til enhver tid trække dit samtykke tilbage.</p>' },
  { id: 'gaveshop', parentId: null, title: 'Gaveshop til medarbejdere', summary: 'Lad medarbejderne selv vælge deres julegave med gavebeviser.', body: '<p>Opret en gaveshop, vælg sortiment og send gavebeviser. Modtagerne vælger selv deres gave.</p>' },
  { id: 'gaveshop-guide', parentId: 'gaveshop', title: 'Sådan virker gaveshoppen', summary: 'Guide til gavemodtagere: indtast gavekode og vælg gave.', body: '<ol><li>Indtast din gavekode</li><li>Udfyld navn</li><li>Vælg din gave</li></ol>' },
  { id: 'julegaver', parentId: 'gaveshop', title: 'Julegaver til medarbejdere 2026', summary: 'Inspiration til årets julegave: gavekurve, design og oplevelser.', body: '<p>Find årets julegave blandt mere end 100 gaveidéer.</p>' },
  { id: 'nyheder', parentId: null, title: 'Nyheder', summary: 'Nyt fra Butik.', body: '<p>Læs om nye produkter og tilbud.</p>' },
  { id: 'nyhed-kuglepenne', parentId: 'nyheder', title: 'Nye kuglepenne i genbrugsplast', summary: 'Nordpen lancerer kuglepenne lavet af 80 % genbrugsplast.', body: '<p>Den nye kuglepen Eco skriver op til 2 km.</p>' },
  { id: 'nyhed-kaffe', parentId: 'nyheder', title: 'Økologisk kaffe til kantinen', summary: 'Nye økologiske kaffebønner fra Kaffemøllen.', body: '<p>Ristet i Aarhus.</p>' },
  { id: 'nyhed-emballage', parentId: 'nyheder', title: 'Plastfri emballage', summary: 'Skift bobleplast ud med fyldpapir.', body: '<p>Fyldpapir er lavet af 100 % genbrugspapir.</p>' },
  { id: 'kontakt', parentId: null, title: 'Kontakt os', summary: 'Skriv, ring eller kig forbi.', body: '<p>Butik A/S, Vestergade 12, 8000 Aarhus C.</p>', custom: true },
  { id: 'bliv-kunde', parentId: null, title: 'Bliv erhvervskunde', summary: 'Opret en erhvervskonto med CVR- og EAN-nummer.', body: '<p>Få adgang til erhvervspriser og faktura.</p>' },
];

/** Real Danish zip codes and towns. */
export const ZIP_CITIES: Array<[string, string]> = [
  ['1050', 'København K'], ['1260', 'København K'], ['1620', 'København V'], ['2100', 'København Ø'],
  ['2200', 'København N'], ['2300', 'København S'], ['2400', 'København NV'], ['2500', 'Valby'],
  ['2800', 'Kongens Lyngby'], ['2900', 'Hellerup'], ['3000', 'Helsingør'], ['3400', 'Hillerød'],
  ['4000', 'Roskilde'], ['4600', 'Køge'], ['4700', 'Næstved'], ['5000', 'Odense C'], ['5700', 'Svendborg'],
  ['6000', 'Kolding'], ['6700', 'Esbjerg'], ['7100', 'Vejle'], ['7400', 'Herning'], ['7500', 'Holstebro'],
  ['8000', 'Aarhus C'], ['8200', 'Aarhus N'], ['8600', 'Silkeborg'], ['8700', 'Horsens'], ['8800', 'Viborg'],
  ['8900', 'Randers C'], ['9000', 'Aalborg'], ['9900', 'Frederikshavn'],
];

export const STREETS: string[] = [
  'Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Algade', 'Jernbanegade', 'Skolevej', 'Kirkevej',
  'Strandvejen', 'Bredgade', 'Hovedgaden', 'Møllevej', 'Stationsvej', 'Parkvej', 'Engvej', 'Industrivej',
  'Havnegade', 'Torvet', 'Kongensgade', 'Dronningensgade', 'Skovvej', 'Bøgevej', 'Birkevej', 'Egevej',
  'Lindevej', 'Rosenvænget', 'Ved Stranden', 'Slotsgade', 'Fabriksvej', 'Åboulevarden',
];
