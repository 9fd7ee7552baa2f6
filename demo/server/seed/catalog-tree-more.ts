/** Demo catalogue seed: the top categories Emballage, Kantine, IT-tilbehør and Gaver of CATEGORY_TREE (catalog-data.ts). */
import type { TopDef } from './catalog-data.ts';

export const MORE_TOPS: TopDef[] = [
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
