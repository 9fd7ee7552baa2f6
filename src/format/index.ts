export { dayjs, type Dayjs, type ConfigType } from './dayjs.ts';
export { DEFAULT_CULTURE, intlCulture, dayjsLocale } from './culture.ts';
export {
  TIME_ZONE,
  DATE_FORMATS,
  formatDate,
  formatTime,
  toZoned,
  isoWeekNumber,
  isoWeekYear,
  type DateFormatName,
  type DateFormatOptions,
} from './date.ts';
export {
  DEFAULT_DECIMALS,
  formatNumber,
  formatMoney,
  formatMoneyOr,
  formatPrice,
  formatPriceBoth,
  priceAmount,
  showsIncVat,
  formatBytes,
  type NumberFormatOptions,
  type MoneyFormatOptions,
  type PriceLike,
  type PriceFormatOptions,
  type BytesFormatOptions,
} from './number.ts';
