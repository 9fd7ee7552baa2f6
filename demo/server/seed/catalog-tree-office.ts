/** Demo catalogue seed: the top categories Kontorartikler and Rengøring of CATEGORY_TREE (catalog-data.ts). */
import type { TopDef } from './catalog-data.ts';

const PEN_COLOURS = ['blå', 'sort', 'rød', 'grøn'];
const FOLDER_COLOURS = ['sort', 'blå', 'rød', 'grøn', 'gul', 'hvid'];

export const OFFICE_TOPS: TopDef[] = [
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
];
