/**
 * `<product-price>` (spec §2 product card / product detail, §3 Price / Duty, §8, §9). The container loads the
 * product (the `product` property wins; otherwise `useProduct(product-id)`, batched page-wide into one
 * `POST product/ids`) and hands a {@link PriceModel} (price-model.ts) to the presentational components.
 *
 * Light by design (200 render on a product list): no effects of its own on the normal path (only the store's
 * and the host-state mirror), no state, texts through `<Trans>` / `useLingui()`. The only effect logs a
 * missing product, and it lives in the component rendered for that case only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import type { Product } from '../../api/schemas/product.ts';
import { useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig, type PageConfig } from '../../internal/page-config.ts';
import { useProduct, type ProductStatus } from '../catalog/product-store.ts';
import { buildPriceModel, type PriceView } from './price-model.ts';

export interface ProductPriceProps {
  /** The product's id (loaded through the page's product store). */
  productId?: string;
  /** Product detail page: bulk discount and duties tables, never 'From'. */
  detail?: boolean;
  /** The full product (e.g. from a list the host already has): nothing is fetched. */
  product?: Product | null;
}

export function ProductPrice({ productId, detail = false, product }: ProductPriceProps): ReactNode {
  const config = usePageConfig();
  // Prices switched off for the page: nothing to load, nothing to show.
  if (!config.showPrices) return <PriceHidden />;
  return <PriceLoader productId={productId} detail={detail} product={product ?? null} config={config} />;
}

function PriceHidden(): ReactNode {
  useHostState('hidden');
  return null;
}

interface PriceLoaderProps {
  productId: string | undefined;
  detail: boolean;
  product: Product | null;
  config: PageConfig;
}

function PriceLoader({ productId, detail, product, config }: PriceLoaderProps): ReactNode {
  const { status, product: loaded } = useProduct(productId, product);
  if (status === 'loading') return <PricePlaceholder detail={detail} />;
  if (status !== 'ready' || !loaded) return <PriceUnavailable status={status} productId={productId} />;
  const model = buildPriceModel({
    product: loaded,
    detail,
    showPrices: config.showPrices,
    pricesIncVat: config.pricesIncVat,
    culture: config.culture,
  });
  if (model.state === 'hidden') return <PriceHidden />;
  if (model.state === 'no-price') return <NoPrice />;
  return <PriceDisplay view={model} detail={detail} unit={loaded.unit} />;
}

/** Loading: a placeholder of the price's size (no layout shift when the price arrives). */
function PricePlaceholder({ detail }: { detail: boolean }): ReactNode {
  useHostState('loading');
  return (
    <div className={detail ? 'pp pp--detail' : 'pp'} aria-hidden="true">
      <span className="line">
        <span className="skeleton" />
      </span>
    </div>
  );
}

/** No product (unknown id, no id, or the request failed): logged once, nothing rendered. */
function PriceUnavailable({ status, productId }: { status: ProductStatus; productId: string | undefined }): ReactNode {
  const host = useHost();
  useHostState('hidden');
  const id = (productId ?? '').trim();
  useEffect(() => {
    const tag = `<${host.localName}>`;
    if (!id) console.error(`${tag} needs a product-id attribute or a product property; nothing is shown.`);
    else if (status === 'failed')
      console.error(`${tag} product-id="${id}": the product could not be loaded; nothing is shown.`);
    else console.error(`${tag} product-id="${id}": no such product; nothing is shown.`);
  }, [host, id, status]);
  return null;
}

function NoPrice(): ReactNode {
  useHostState('no-price');
  return (
    <div className="pp">
      <p className="message" part="message">
        <Trans comment="shown instead of a price when the product has none (spec §8)">
          Contact customerservice for more information on this product.
        </Trans>
      </p>
    </div>
  );
}

function PriceDisplay({ view, detail, unit }: { view: PriceView; detail: boolean; unit: string }): ReactNode {
  useHostState('price');
  return (
    <div className={detail ? 'pp pp--detail' : 'pp'}>
      <p className="line">
        {view.from ? (
          <span className="from" part="from">
            <Trans comment="prefix of the lowest bulk price on a product card (spec §9)">From</Trans>
          </span>
        ) : null}
        <span className={view.standard ? 'price price--offer' : 'price'} part="price">
          {view.amount}
        </span>
        {view.standard ? (
          <s className="standard" part="standard-price">
            <span className="butik-visually-hidden">
              <Trans comment="visually hidden label before the struck-through normal price of a discounted product">
                Normal price
              </Trans>{' '}
            </span>
            {view.standard}
          </s>
        ) : null}
        {view.discountPercent !== null ? (
          <span className="discount" part="discount">
            {`-${view.discountPercent}\u00a0%`}
          </span>
        ) : null}
        <span className="note" part="note">
          {view.incVat ? (
            <Trans comment="note after a price shown including VAT">incl. VAT</Trans>
          ) : (
            <Trans comment="note after a price shown excluding VAT">excl. VAT</Trans>
          )}
        </span>
      </p>
      {detail && view.bulk.length > 0 ? <BulkTable rows={view.bulk} unit={unit} /> : null}
      {detail && view.duties.length > 0 ? <DutiesTable rows={view.duties} /> : null}
    </div>
  );
}

function BulkTable({ rows, unit }: { rows: PriceView['bulk']; unit: string }): ReactNode {
  const { t } = useLingui();
  return (
    <AmountTable
      part="bulk-table"
      caption={<Trans comment="caption of the bulk discount table on the product page">Bulk discounts</Trans>}
      labelHead={
        <Trans comment="bulk discount table: column of the quantity from which a price applies">Quantity</Trans>
      }
      amountHead={<Trans comment="bulk discount table: column of the unit price">Unit price</Trans>}
      rows={rows.map(({ quantity, amount }, i) => ({
        key: `${i}-${quantity}`,
        label: t({
          message: `From ${quantity} ${unit}`,
          comment: 'bulk discount table: the unit price applies from this quantity (unit may be empty)',
        }).trim(),
        amount,
      }))}
    />
  );
}

function DutiesTable({ rows }: { rows: PriceView['duties'] }): ReactNode {
  return (
    <AmountTable
      part="duties-table"
      caption={
        <Trans comment="caption of the duties table on the product page (environmental fees, deposits)">Duties</Trans>
      }
      labelHead={<Trans comment="duties table: column of the duty's name">Duty</Trans>}
      amountHead={<Trans comment="duties table: column of the duty's amount">Amount</Trans>}
      rows={rows.map((row, i) => ({ key: `${i}-${row.name}`, label: row.name, amount: row.amount }))}
    />
  );
}

/** A captioned table of amounts: what each amount is for, and the amount (right-aligned). */
function AmountTable({
  part,
  caption,
  labelHead,
  amountHead,
  rows,
}: {
  part: string;
  caption: ReactNode;
  labelHead: ReactNode;
  amountHead: ReactNode;
  rows: { key: string; label: string; amount: string }[];
}): ReactNode {
  return (
    <table className="table" part={part}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHead}</th>
          <th scope="col" className="num">
            {amountHead}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            <td className="num">{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
