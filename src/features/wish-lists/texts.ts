/** Texts of `<wish-lists>` (English source; Danish in locales/da/messages.po). Render with `useLingui()._()`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TEXTS = {
  heading: msg({ message: 'My wish lists', comment: 'wish-lists: default heading' }),
  loading: msg({ message: 'Loading your wish lists…', comment: 'save-for-later: the lists are being loaded' }),
  loadFailed: msg({
    message: 'Your wish lists could not be loaded.',
    comment: 'save-for-later: GET wishlist/list failed',
  }),
  none: msg({
    message: 'You have no wish lists yet. Use "Save for later" on a product to start one.',
    comment: 'wish-lists: the user has no lists',
  }),
  emptyList: msg({ message: 'This list is empty.', comment: 'wish-lists: a list without items' }),
  itemCount: msg({
    message: '{0, plural, one {# item} other {# items}}',
    comment: 'save-for-later: number of items in an existing list, after its name',
  }),
  rename: msg({ message: 'Rename', comment: 'wish-lists: opens the rename form of a list' }),
  renameLabel: msg({
    message: 'New name for "{0}"',
    comment: 'wish-lists: label of the rename field; {0} = current list name',
  }),
  nameField: msg({
    message: 'List name',
    comment: 'save-for-later: label of the new list name field (also {field} in "The {field} field is required")',
  }),
  save: msg({ message: 'Save', comment: 'save-for-later: submit button' }),
  cancel: msg({ message: 'Cancel', comment: 'wish-lists: cancels renaming or deleting' }),
  deleteList: msg({ message: 'Delete list', comment: 'wish-lists: starts deleting a list (asks to confirm)' }),
  confirmDelete: msg({
    message: 'Delete the list "{0}" and its items?',
    comment: 'wish-lists: confirmation question; {0} = list name',
  }),
  confirmDeleteButton: msg({ message: 'Delete', comment: 'wish-lists: confirms deleting a list' }),
  remove: msg({ message: 'Remove', comment: 'wish-lists: removes an item from its list' }),
  removeLabel: msg({
    message: 'Remove: {0}',
    comment: "wish-lists: aria-label of an item's remove button (starts with the visible text); {0} = product name",
  }),
  quantityOf: msg({
    message: 'Quantity of {0}',
    comment: "wish-lists: label of an item's quantity field; {0} = product name",
  }),
  update: msg({ message: 'Update', comment: 'wish-lists: saves a changed quantity' }),
  packNotice: msg({ message: 'Sold in packages of {0}.', comment: 'save-for-later: pack size notice; {0} = colli' }),
  rounded: msg({
    message: 'The quantity was rounded up to {0}.',
    comment: 'wish-lists: the saved quantity was rounded up to colli; {0} = saved quantity',
  }),
  addItemToCart: msg({ message: 'Add to cart', comment: 'wish-lists: adds one item to the cart' }),
  addItemToCartLabel: msg({
    message: 'Add to cart: {0}',
    comment:
      "wish-lists: aria-label of an item's add-to-cart button (starts with the visible text); {0} = product name",
  }),
  addListToCart: msg({ message: 'Add all to cart', comment: 'wish-lists: adds every item of a list to the cart' }),
  renamed: msg({ message: 'The list was renamed.', comment: 'wish-lists: announced after a rename' }),
  deleted: msg({
    message: 'The list "{0}" was deleted.',
    comment: 'wish-lists: announced after deleting; {0} = list name',
  }),
  removed: msg({
    message: '{0} was removed from the list.',
    comment: 'wish-lists: announced after removing an item; {0} = product name',
  }),
  quantityChanged: msg({
    message: 'The quantity was updated.',
    comment: 'wish-lists: announced after a quantity change',
  }),
  addedToCart: msg({ message: 'Added to the cart.', comment: 'wish-lists: announced after adding items to the cart' }),
  changeFailed: msg({
    message: 'The change could not be saved. Please try again.',
    comment: 'wish-lists: a wish list call failed',
  }),
  renameClash: msg({
    message: 'The list could not be renamed. Maybe another list already has that name.',
    comment: 'wish-lists: POST updatelist with a new name failed',
  }),
  cartFailed: msg({
    message: 'The items could not be added to the cart. Please try again.',
    comment: 'wish-lists: POST cart/addorupdatecartfromlist failed',
  }),
  dismiss: msg({ message: 'Dismiss', comment: 'wish-lists: closes a message (aria-label of the × button)' }),
} satisfies Record<string, MessageDescriptor>;
