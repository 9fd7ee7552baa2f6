// Types for the unit tests (vitest) that build their answers with gift-shop-records.js, a plain ES module shared
// with the element tests.
import type { GiftCode, GiftShop } from '../../../src/api/schemas/giftshop.ts';
import type { Product } from '../../../src/api/schemas/product.ts';

export function day(offset: number): string;
export function giftShop(id: string, extra?: Partial<GiftShop>): GiftShop;
export function giftCode(id: string, shopid: string, extra?: Partial<GiftCode>): GiftCode;
export function svgImage(fill?: string): string;
export function giftProduct(id: string, extra?: Partial<Product>): Product;
