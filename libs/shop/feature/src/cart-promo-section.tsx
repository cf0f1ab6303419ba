import { useBrand } from '@cx/brand-contract';
import { PageSection } from '@cx/shared-ui';
import {
  forgetPendingPromo,
  useCartActions,
  type CartQuote,
  type PromoCheck,
  type PromoContext,
} from '@cx/shop-data-access';
import { PromoCodeForm, type AppliedPromoCode } from '@cx/shop-ui';
import { messages } from './messages';

const m = messages.cart;

/** The code's note: the server's verdict once it has priced the cart, the instant preview before. */
function promoNote(check: PromoCheck, discount: number, quote: CartQuote | null): AppliedPromoCode {
  const server = quote?.promo_codes.find((promo) => promo.code === check.code);
  if (server && !server.ok) return { code: check.code, active: false, note: server.error?.message ?? m.promo.inactive };
  if (!check.ok) return { code: check.code, active: false, note: m.promo.refused[check.reason] };
  return { code: check.code, active: true, note: check.kind === 'velo' ? m.promo.veloNote(discount) : m.promo.memberNote };
}

export interface CartPromoSectionProps {
  /** What the promo rules need of the customer; null until it is known (codes wait for it). */
  context: PromoContext | null;
  /** The codes in the cart, as the instant preview checked them. */
  promoChecks: readonly PromoCheck[];
  /** The preview's discount, shown until the server's quote says otherwise. */
  previewDiscount: number;
  quote: CartQuote | null;
  /** A promo link's code, waiting in the field (usePendingPromo). */
  pendingPromo: string;
}

/** Entering, applying and removing promo codes, each with its note. */
export function CartPromoSection({ context, promoChecks, previewDiscount, quote, pendingPromo }: CartPromoSectionProps) {
  const brand = useBrand();
  const actions = useCartActions();
  return (
    <PageSection title={m.promo.section}>
      <PromoCodeForm
        initialValue={pendingPromo}
        labels={{
          field: m.promo.field,
          apply: m.promo.apply,
          remove: m.promo.remove,
          applied: m.promo.applied,
          inactive: m.promo.inactive,
        }}
        applied={promoChecks.map((check) => promoNote(check, quote?.discounts[0]?.amount ?? previewDiscount, quote))}
        onRemove={actions.removePromo}
        onApply={(code) => {
          if (!context) return { ok: false, message: m.promo.unavailable };
          const check = actions.applyPromo(code, context);
          if (!check.ok) return { ok: false, message: m.promo.refused[check.reason] };
          forgetPendingPromo(brand.id);
          return { ok: true, message: check.kind === 'velo' ? m.promo.acceptedVelo : m.promo.acceptedMember };
        }}
      />
    </PageSection>
  );
}
