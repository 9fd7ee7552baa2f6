/**
 * Fixed commerce demo records (issue 3, listed in the README). Dates are relative to `now` (UTC days).
 * Requires the catalogue seed (product ids "10001".. ) to have run first.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { customers, giftCodes, giftShopAddresses, giftShops, settings, translations } from '../db/schema/commerce.ts';
import { utcDayOffset } from '../../../src/domain/index.ts';
import { seedExtraOwners, seedExtraShops } from './giftshops-more.ts';
import {
  DEMO_PASSWORD,
  assignToSalesperson,
  giftCodeRecord,
  insertSavedCart,
  insertUsers,
  insertWishList,
  type Person,
} from './records.ts';

export { DEMO_PASSWORD };

export const DEMO_USERS = {
  kunde: 'kunde@butik.test',
  ejer: 'ejer@butik.test',
  saelger: 'saelger@butik.test',
  supervisor: 'supervisor@butik.test',
} as const;

/** The customer companies the demo salesperson (saelger@) may find and buy for: the four fixed ones, not C1004 …. */
export const SAELGER_CUSTOMERS = ['C1000', 'C1001', 'C1002', 'C1003'];

/** Settings key of the gift-shop default configuration (help texts). */
export const GIFTSHOP_SETTINGS_KEY = 'giftshop.defaultconfiguration';

const productRange = (from: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(from + i));

const codeRange = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(4, '0')}`);

const logo = (id: string): string => `/assets/giftshop/${id}.svg`;

export async function seedCommerce(db: Db, now: Date = new Date()): Promise<void> {
  const packRows = await db
    .select({ id: products.id, colli: products.colli })
    .from(products)
    .where(inArray(products.id, ['10012', '10025', '10040', '10003', '10007']));
  const colli = (productId: string): number => packRows.find((r) => r.id === productId)?.colli ?? 1;

  await db.transaction(async (tx) => {
    // The record builders (records.ts) and the extra shops take the transaction as a Db.
    const txDb = tx as unknown as Db;
    await tx.insert(customers).values([
      {
        id: 'C1000',
        company: 'Butik Demo ApS',
        vatno: 'DK12345678',
        eanno: '5790000000005',
        address: 'Vestergade 12',
        zipcode: '8000',
        city: 'Aarhus C',
        profiles: ['Standard', 'Projekt'],
      },
      {
        id: 'C1001',
        company: 'Gaveglad A/S',
        vatno: 'DK87654321',
        eanno: '',
        address: 'Strandvejen 100',
        zipcode: '2900',
        city: 'Hellerup',
      },
      {
        id: 'C1002',
        company: 'Kontorhuset I/S',
        vatno: 'DK11223344',
        eanno: '',
        address: 'Nørregade 5',
        zipcode: '5000',
        city: 'Odense C',
      },
      {
        id: 'C1003',
        company: 'Byggefirmaet Hansen',
        vatno: 'DK55667788',
        eanno: '',
        address: 'Industrivej 3',
        zipcode: '7100',
        city: 'Vejle',
      },
    ]);

    const people: Person[] = [
      { email: DEMO_USERS.kunde, name: 'Karen Kunde', role: 'user', customerId: 'C1000', phone: '+4512345678' },
      { email: DEMO_USERS.ejer, name: 'Erik Ejer', role: 'owner', customerId: 'C1001', phone: '+4523456789' },
      { email: DEMO_USERS.saelger, name: 'Signe Sælger', role: 'salesperson', customerId: null, phone: '+4534567890' },
      {
        email: DEMO_USERS.supervisor,
        name: 'Søren Supervisor',
        role: 'supervisor',
        customerId: null,
        phone: '+4545678901',
      },
      { email: 'lone@kontorhuset.test', name: 'Lone Larsen', role: 'owner', customerId: 'C1002', phone: '+4556789012' },
      { email: 'mads@byggefirma.test', name: 'Mads Hansen', role: 'user', customerId: 'C1003', phone: '+4567890123' },
    ];
    const rows = await insertUsers(txDb, people);
    // The extra gift-shop owners (giftshops-more.ts) come after the fixed users, so those keep their ids.
    const extraOwners = await seedExtraOwners(txDb);
    const id = (email: string): number => {
      const row = rows.find((r) => r.email === email);
      const extra = extraOwners.get(email);
      if (!row && extra === undefined) throw new Error(`seed: no user ${email}`);
      return row?.id ?? (extra as number);
    };

    // The users the salesperson acts for, and the customers they may choose and buy for (customer/search,
    // customer/change): the demo's four fixed companies; the newer ones (C1004 …) are not theirs.
    await assignToSalesperson(txDb, id(DEMO_USERS.saelger), {
      users: [id(DEMO_USERS.ejer), id('lone@kontorhuset.test'), id('mads@byggefirma.test')],
      customers: SAELGER_CUSTOMERS,
    });

    const [address] = await tx
      .insert(giftShopAddresses)
      .values([
        {
          userId: id(DEMO_USERS.ejer),
          customerId: 'C1001',
          name: 'Gaveglad A/S',
          address1: 'Strandvejen 100',
          zip: '2900',
          city: 'Hellerup',
          att: 'Receptionen',
        },
        {
          userId: id(DEMO_USERS.ejer),
          customerId: 'C1001',
          name: 'Gaveglad A/S, lager',
          address1: 'Havnegade 4',
          zip: '4000',
          city: 'Roskilde',
          att: 'Varemodtagelsen',
        },
        {
          userId: id('lone@kontorhuset.test'),
          customerId: 'C1002',
          name: 'Kontorhuset I/S',
          address1: 'Nørregade 5',
          zip: '5000',
          city: 'Odense C',
          att: '',
        },
      ])
      .returning({ id: giftShopAddresses.id });

    const ejer = id(DEMO_USERS.ejer);
    await tx.insert(giftShops).values([
      {
        id: 'jul-2026',
        name: 'Julegaven 2026',
        customerId: 'C1001',
        userId: ejer,
        startdate: utcDayOffset(now, -10),
        enddate: utcDayOffset(now, 60),
        delivery: utcDayOffset(now, 75),
        deliveryAddressId: address?.id ?? null,
        requireddefaultproducts: 1,
        products: productRange(10001, 48),
        defaultproducts: ['10001'],
        theme: { backgroundcolor: '#7a1020', textcolor: '#ffffff', logoimage: logo('jul-2026') },
        message:
          'Kære kollega\n\nTak for et fantastisk år. Som tak vil vi gerne give dig en julegave — vælg selv herunder.\n\nGlædelig jul og godt nytår fra alle os i Gaveglad A/S.',
        emailmessage: 'Du har fået et gavebevis til årets julegave. Brug linket herunder til at vælge din gave.',
      },
      {
        id: 'jubilaeum',
        name: 'Jubilæumsgave',
        customerId: 'C1001',
        userId: ejer,
        startdate: utcDayOffset(now, -5),
        enddate: utcDayOffset(now, 30),
        delivery: utcDayOffset(now, 40),
        homedeliveryrequested: true,
        wrappingrequested: true,
        requireddefaultproducts: 3,
        products: productRange(10101, 36),
        defaultproducts: ['10101', '10102', '10103'],
        theme: { backgroundcolor: '#0b3d2e', textcolor: '#f5f0e1', logoimage: logo('jubilaeum') },
        message: 'Tillykke med jubilæet! Vælg tre gaver som tak for din indsats gennem årene.',
        emailmessage: 'Tillykke med jubilæet. Vælg dine tre gaver via linket.',
      },
      {
        id: 'jul-2025',
        name: 'Julegaven 2025',
        customerId: 'C1001',
        userId: ejer,
        startdate: utcDayOffset(now, -400),
        enddate: utcDayOffset(now, -330),
        delivery: utcDayOffset(now, -320),
        requireddefaultproducts: 1,
        products: productRange(10201, 20),
        defaultproducts: ['10201'],
        theme: { backgroundcolor: '#1d2a5b', textcolor: '#ffffff', logoimage: logo('jul-2025') },
        message: 'Glædelig jul 2025!',
        status: 1,
      },
      {
        id: 'paaske-2027',
        name: 'Påskegaven 2027',
        customerId: 'C1001',
        userId: ejer,
        startdate: utcDayOffset(now, 120),
        enddate: utcDayOffset(now, 150),
        delivery: utcDayOffset(now, 155),
        requireddefaultproducts: 1,
        products: productRange(10301, 20),
        defaultproducts: ['10301'],
        theme: { backgroundcolor: '#f6d94a', textcolor: '#222222', logoimage: logo('paaske-2027') },
        message: 'God påske! Vælg din påskegave.',
      },
    ]);

    const recipients = [
      'Anne Jensen',
      'Jens Hansen',
      'Mette Nielsen',
      'Peter Pedersen',
      'Lise Andersen',
      'Ole Christensen',
      'Hanne Larsen',
      'Bo Sørensen',
      'Kirsten Rasmussen',
      'Niels Forkert',
    ];
    const created = new Date(now.getTime() - 9 * 24 * 3600 * 1000);
    const yesterday = new Date(now.getTime() - 24 * 3600 * 1000);
    const codes: Array<typeof giftCodes.$inferInsert> = [];
    codeRange('JUL26', 50).forEach((code, i) => {
      const person = recipients[i];
      const email = person
        ? i === 9
          ? 'niels@forkert.invalid'
          : `${person.toLowerCase().replace(/ø/g, 'oe').replace(/\s+/g, '.')}@gaveglad.test`
        : '';
      codes.push(
        giftCodeRecord(code, 'jul-2026', created, {
          name: person ?? '',
          email,
          invitationstate: 'MANUAL',
          ...(code === 'JUL26-0002'
            ? { products: ['10005'], consent: true, redeemedAt: yesterday, lastupdate: yesterday }
            : {}),
        }),
      );
    });
    for (const code of codeRange('JUB', 20)) codes.push(giftCodeRecord(code, 'jubilaeum', created));
    codes.push(giftCodeRecord('JUL25-0001', 'jul-2025', created));
    codes.push(giftCodeRecord('PAA27-0001', 'paaske-2027', created));
    await tx.insert(giftCodes).values(codes);
    // 32 more shops of several owners for the supervisor's overview (giftshops-more.ts).
    await seedExtraShops(txDb, now, id);

    await tx.insert(settings).values({
      key: GIFTSHOP_SETTINGS_KEY,
      value: {
        overviewhelptext:
          'Her ser du overblikket over din gaveshop: åbnings- og lukkedato, leveringsuge, leveringsadresse, tema og hilsen. Så længe gaveshoppen ikke er afsluttet, kan du rette oplysningerne via genvejene til venstre.',
        assortmenthelptext:
          'Vælg de produkter, modtagerne kan vælge imellem (Ret sortiment), og vælg standardgaverne, som sendes til modtagere, der ikke selv vælger (Vælg standardgaver). Antallet af standardgaver skal svare til antallet af gaver pr. modtager.',
        codeshelptext:
          'Opret gavebeviser til modtagerne, og send dem pr. e-mail, eller bestil trykte gavekort. Du kan følge afsendelsen her; en adresse, der ikke kan modtage e-mail, markeres som fejlet.',
      },
    });

    await tx.insert(translations).values([
      { language: 'da', group: 'giftshop', key: 'login.heading', value: 'Indtast gavekode' },
      { language: 'da', group: 'giftshop', key: 'login.continue', value: 'Fortsæt' },
      { language: 'da', group: 'giftshop', key: 'completed.leave', value: 'Du kan nu forlade siden' },
      { language: 'da', group: 'cart', key: 'buynow', value: 'Køb nu' },
      { language: 'da', group: 'cart', key: 'freedelivery.achieved', value: 'Fri fragt opnået' },
      { language: 'en', group: 'giftshop', key: 'login.heading', value: 'Enter gift code' },
      { language: 'en', group: 'giftshop', key: 'login.continue', value: 'Continue' },
      { language: 'en', group: 'giftshop', key: 'completed.leave', value: 'You may now leave the page' },
      { language: 'en', group: 'cart', key: 'buynow', value: 'Buy now' },
      { language: 'en', group: 'cart', key: 'freedelivery.achieved', value: 'Free delivery achieved' },
      // The shop's own wording over the elements' (README "Server labels"; journey test/e2e/languages.spec.ts).
      {
        language: 'da',
        group: 'giftshop',
        key: 'login.hint',
        value: 'Koden står på dit gavebevis eller i invitationen, vi har sendt dig på e-mail.',
      },
      {
        language: 'en',
        group: 'giftshop',
        key: 'login.hint',
        value: 'The code is on your gift certificate or in the invitation we e-mailed you.',
      },
      { language: 'de', group: 'giftshop', key: 'login.heading', value: 'Ihr Geschenkcode' },
    ]);

    // A saved (retention) cart for kunde: no session, so the saved-cart dialog appears at sign-in.
    await insertSavedCart(
      txDb,
      id(DEMO_USERS.kunde),
      [
        { productId: '10012', variantId: '', quantity: 2 * colli('10012') },
        { productId: '10025', variantId: '', quantity: colli('10025') },
        { productId: '10040', variantId: '', quantity: colli('10040'), addonParent: '10025' },
      ],
      yesterday,
    );

    await insertWishList(txDb, id(DEMO_USERS.kunde), 'Favoritter', [
      { productId: '10003', quantity: colli('10003') },
      { productId: '10007', quantity: 2 * colli('10007') },
    ]);
  });
}
