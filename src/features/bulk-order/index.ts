export { BulkOrder, type BulkOrderProps, type BulkOrderState } from './bulk-order.tsx';
export { default as bulkOrderCss } from './bulk-order.css?inline';
