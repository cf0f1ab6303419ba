import { Link } from '@tanstack/react-router';
import { findShopList, useBrand } from '@cx/brand-contract';
import { useCartActions, type CartLine } from '@cx/shop-data-access';
import { CartLineItem, CartLineList } from '@cx/shop-ui';
import { messages } from './messages';

const m = messages.cart;

const lineKey = (line: Pick<CartLine, 'variant_id' | 'gift'>) => `${line.variant_id}:${line.gift}`;

/** The cart's lines with their counts, each titled with a link to its product; `flaggedLines` priced at zero. */
export function CartLines({ lines, flaggedLines }: { lines: readonly CartLine[]; flaggedLines: readonly Pick<CartLine, 'variant_id' | 'gift'>[] }) {
  const brand = useBrand();
  const actions = useCartActions();
  const flagged = new Set(flaggedLines.map(lineKey));
  return (
    <CartLineList label={m.lines}>
      {lines.map((line) => {
        const list = findShopList(brand, line.collectionId);
        return (
          <CartLineItem
            key={lineKey(line)}
            line={line}
            flagged={flagged.has(lineKey(line))}
            onIncrement={() => actions.increment(line.variant_id)}
            onDecrement={() => actions.decrement(line.variant_id)}
            onRemove={() => actions.remove(line.variant_id, line.gift)}
            renderTitle={(title) =>
              list ? (
                <Link to="/shop/$list/$id" params={{ list: list.id, id: line.id }}>
                  {title}
                </Link>
              ) : (
                title
              )
            }
          />
        );
      })}
    </CartLineList>
  );
}
