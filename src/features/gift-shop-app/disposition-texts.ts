/**
 * Texts of the supervisor's 'Disponering' (`#/m/products`, issue 12; English source, Danish in
 * locales/da/messages.po). The section's name is the management texts' `products` ('Disponering', spec §2 verbatim).
 */
import { msg } from '@lingui/core/macro';

export const DISPOSITION_TEXTS = {
  intro: msg({
    message:
      'Every product in the assortment of a gift shop that is not closed: how many recipients chose it, how many will get it as a default gift, and so how many to order.',
    comment: "'Disponering' (supervisor product list): the line under the heading",
  }),
  loading: msg({ message: 'Loading products…', comment: "'Disponering': the list is loading" }),
  loadFailed: msg({ message: 'The products could not be loaded.', comment: "'Disponering': loading the list failed" }),
  refused: msg({
    message: 'Only supervisors can see the allocation.',
    comment: "'Disponering': shown to a user who is no supervisor (Danish: 'Kun supervisorer kan se Disponering.')",
  }),
  empty: msg({
    message: 'No products in open gift shops.',
    comment: "'Disponering': no gift shop that is not closed has products",
  }),
  noMatch: msg({ message: 'No products match the filters.', comment: "'Disponering': the filters leave none" }),
  caption: msg({ message: 'Products to order', comment: "'Disponering': the table's caption" }),
  colProduct: msg({ message: 'Product', comment: "'Disponering' table: column, image, name and numbers" }),
  colShops: msg({
    message: 'Gift shops',
    comment: "'Disponering' table: column, how many open gift shops have the product in their assortment",
  }),
  colDefaults: msg({
    message: 'Default gifts',
    comment: "'Disponering' table: column, codes not chosen yet that get the product as default gift",
  }),
  colChosen: msg({ message: 'Chosen', comment: "'Disponering' table: column, codes whose recipient chose it" }),
  colToOrder: msg({ message: 'To order', comment: "'Disponering' table: column, chosen + default gifts" }),
  numbers: msg({
    message: 'Item no. {0} · id {1}',
    comment: "'Disponering' table: under the product name; {0} = item number (sku), {1} = product id",
  }),
  unknownProduct: msg({
    message: 'Product {0} (no longer in the catalogue)',
    comment: "'Disponering' table: a product the catalogue no longer has; {0} = its id",
  }),
  narrowCounts: msg({
    message:
      '{0, plural, one {# gift shop} other {# gift shops}} · {1} chosen · {2, plural, one {# default gift} other {# default gifts}}',
    comment: "'Disponering' on a phone: the hidden columns in the product's cell",
  }),
  defaultsNote: msg({
    message:
      'Default gifts: gift certificates not used yet, in gift shops where the product is a default gift; their recipients get it if they do not choose. To order = chosen + default gifts.',
    comment: "'Disponering': explains the numbers, under the table",
  }),
  filterText: msg({ message: 'Find product', comment: "'Disponering' filter: label of the text field" }),
  filterTextHint: msg({
    message: 'Name, item number or id',
    comment: "'Disponering' filter: what the text field matches (placeholder)",
  }),
  filterShow: msg({ message: 'Show', context: 'disposition filter', comment: "'Disponering' filter: select label" }),
  showAll: msg({ message: 'All products', comment: "'Disponering' filter option: every product" }),
  showToOrder: msg({ message: 'Only products to order', comment: "'Disponering' filter option: to order > 0" }),
  showChosen: msg({
    message: 'Only products with choices',
    comment: "'Disponering' filter option: chosen by at least one recipient",
  }),
  filterShown: msg({
    message: 'Showing {0} of {1, plural, one {# product} other {# products}}',
    comment: "'Disponering': how many products the filters let through ({0}) of all ({1})",
  }),
  totals: msg({ message: 'Total for the products shown', comment: "'Disponering': heading of the totals line" }),
  totalProducts: msg({ message: 'Products', comment: "'Disponering' totals: number of products shown" }),
  export: msg({ message: 'Export CSV', comment: "'Disponering': button, downloads the shown list for Excel" }),
  exporting: msg({ message: 'Making the file…', comment: "'Disponering': the CSV file is being made" }),
  exported: msg({
    message: '{0, plural, one {# product} other {# products}} exported to {1}.',
    comment: "'Disponering': after the export; {1} = the file name",
  }),
  exportFailed: msg({
    message: 'The file could not be made. Try again.',
    comment: "'Disponering': making the CSV file failed",
  }),
  csvItemNo: msg({ message: 'Item no.', comment: "'Disponering' CSV: column header, the item number (sku)" }),
  csvProductId: msg({ message: 'Product id', comment: "'Disponering' CSV: column header" }),
  fileName: msg({ message: 'allocation', comment: "'Disponering' CSV: the file name's first word (no spaces)" }),
};
