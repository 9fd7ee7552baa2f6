/**
 * The owners of the demo's extra gift shops (giftshops-more-data.ts): three new owners with their companies and
 * delivery addresses, the company of each owner (fixed or new), and the recipients' names for the codes.
 */
import type { UserRole } from '../db/schema/commerce.ts';

export const GAVEGLAD = 'ejer@butik.test';
export const KONTORHUSET = 'lone@kontorhuset.test';
export const BYGGEFIRMA = 'mads@byggefirma.test';
export const NORDLYS = 'anne@nordlys.test';
export const TRYGHED = 'jonas@tryghed.test';
export const BAGERIET = 'camilla@bageriet-midt.test';

/** New customers (companies) of the new owners; ids follow the fixed C1000 … C1003. */
export const EXTRA_CUSTOMERS = [
  {
    id: 'C1004',
    company: 'Nordlys Energi A/S',
    vatno: 'DK31415926',
    eanno: '',
    address: 'Vesterbro 80',
    zipcode: '9000',
    city: 'Aalborg',
  },
  {
    id: 'C1005',
    company: 'Tryghed Forsikring A/S',
    vatno: 'DK27182818',
    eanno: '5790000000012',
    address: 'Amaliegade 22',
    zipcode: '1256',
    city: 'København K',
  },
  {
    id: 'C1006',
    company: 'Bageriet Midt ApS',
    vatno: 'DK16180339',
    eanno: '',
    address: 'Bredgade 41',
    zipcode: '7400',
    city: 'Herning',
  },
] as const;

/** New gift-shop owners (password `demo1234` like every demo user); none is a salesperson's user. */
export const EXTRA_OWNERS: Array<{ email: string; name: string; role: UserRole; customerId: string; phone: string }> = [
  { email: 'anne@nordlys.test', name: 'Anne Holm', role: 'owner', customerId: 'C1004', phone: '+4578901234' },
  { email: 'jonas@tryghed.test', name: 'Jonas Berg', role: 'owner', customerId: 'C1005', phone: '+4589012345' },
  {
    email: 'camilla@bageriet-midt.test',
    name: 'Camilla Friis',
    role: 'owner',
    customerId: 'C1006',
    phone: '+4590123456',
  },
];

/** One delivery address per new owner (the fixed owners have theirs in commerce.ts). */
export const EXTRA_ADDRESSES = [
  { owner: 'anne@nordlys.test', name: 'Nordlys Energi A/S', address1: 'Vesterbro 80', zip: '9000', city: 'Aalborg' },
  {
    owner: 'jonas@tryghed.test',
    name: 'Tryghed Forsikring A/S',
    address1: 'Amaliegade 22',
    zip: '1256',
    city: 'København K',
  },
  {
    owner: 'camilla@bageriet-midt.test',
    name: 'Bageriet Midt ApS',
    address1: 'Bredgade 41',
    zip: '7400',
    city: 'Herning',
  },
] as const;

/** Owner e-mail -> customer id and the domain of the recipients' e-mail addresses. */
export const OWNER_COMPANY: Record<string, { customerId: string; domain: string }> = {
  'ejer@butik.test': { customerId: 'C1001', domain: 'gaveglad.test' },
  'lone@kontorhuset.test': { customerId: 'C1002', domain: 'kontorhuset.test' },
  'mads@byggefirma.test': { customerId: 'C1003', domain: 'byggefirma.test' },
  'anne@nordlys.test': { customerId: 'C1004', domain: 'nordlys.test' },
  'jonas@tryghed.test': { customerId: 'C1005', domain: 'tryghed.test' },
  'camilla@bageriet-midt.test': { customerId: 'C1006', domain: 'bageriet-midt.test' },
};

/** Recipients' first and last names (codes are given to people in these combinations). */
export const FIRST_NAMES = [
  'Anne',
  'Mikkel',
  'Sofie',
  'Lars',
  'Ida',
  'Henrik',
  'Freja',
  'Søren',
  'Maja',
  'Thomas',
  'Line',
  'Rasmus',
  'Emma',
  'Kasper',
  'Birgitte',
  'Jakob',
];
export const LAST_NAMES = [
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Madsen',
  'Kristensen',
  'Olsen',
];
