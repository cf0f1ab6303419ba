import * as v from 'valibot';

import { BRAND_IDS, MENU_ITEM_IDS, SHOP_LIST_IDS } from './brand-ids';

// The schema of a brand config: @cx/brand-contract/schema, not re-exported by the index, so the
// app's first screen carries no valibot. The brand configs are validated by their unit tests and
// by every dev and production build (tools/vite/brand-app-config.ts), not at start-up.

const origin = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => new URL(value).origin === value, 'an origin has no path or trailing slash'),
);

const ShopListSchema = v.object({
  id: v.picklist(SHOP_LIST_IDS),
  title: v.pipe(v.string(), v.minLength(1)),
  /** Bonus lists are bought with XP and ship on the bonus line (spec §9). */
  bonus: v.boolean(),
});

const SocialLinkSchema = v.object({
  id: v.picklist(['instagram', 'facebook', 'telegram', 'youtube', 'tiktok', 'viber']),
  label: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
});

/** One shape of the logo: a path drawn in the header's text colour or the brand accent. */
const LogoShapeSchema = v.object({
  d: v.pipe(v.string(), v.minLength(1), v.regex(/^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/, 'SVG path data only')),
  tone: v.picklist(['text', 'accent']),
  /** Stroke width in viewBox units; without it the shape is filled. */
  stroke: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(12))),
});

const LogoSchema = v.object({
  /** The logo's accessible name (the brand's name as customers say it). */
  label: v.pipe(v.string(), v.minLength(1)),
  /** `0 0 <width> <height>`; the header draws it 28 px high. */
  viewBox: v.pipe(v.string(), v.regex(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/, 'a viewBox "0 0 w h"')),
  /** Stroke ends of stroked shapes (round for soft brands, butt for crisp ones). */
  linecap: v.picklist(['butt', 'round', 'square']),
  shapes: v.pipe(v.array(LogoShapeSchema), v.minLength(1)),
});

/** Domains reserved for examples and tests (RFC 2606): never a contact a customer can use. */
const PLACEHOLDER_EMAIL = /[@.](example\.(com|org|net)|example|test|invalid|localhost)$/i;

const SupportSchema = v.object({
  /** Hotline in E.164 (the tel: link) and as printed. */
  phone: v.pipe(v.string(), v.regex(/^\+380\d{9}$/, 'a Ukrainian number in E.164')),
  phoneLabel: v.pipe(v.string(), v.minLength(1)),
  /**
   * The support e-mail; left out when the brand has none (the support screen then shows no e-mail
   * line). Never a reserved placeholder domain (example.com, *.example, *.test, *.invalid).
   */
  email: v.optional(v.pipe(v.string(), v.email(), v.check((value) => !PLACEHOLDER_EMAIL.test(value), 'a real support address'))),
  /** When the hotline answers, as customers read it. */
  hours: v.pipe(v.string(), v.minLength(1)),
  /** A chat with support (Telegram or Viber), https. */
  chatUrl: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
});

/**
 * The brand's devices on /device-reg: the models offered while typing, an example serial for the
 * hint (in the brand's serial format; each brand's test checks it passes the rule the backend
 * applies, isBrandSerial of @cx/shared-util-format) and an example name for the name field.
 */
const DevicesSchema = v.object({
  models: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.minLength(1)),
  serialExample: v.pipe(v.string(), v.regex(/^[A-Z]{3}-[A-Z0-9]{4,12}-[A-Z0-9]$/, 'a serial like GHX-7K2M9Q-T')),
  nameExample: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
});

/**
 * How a purchase earns XP: 1 XP for every whole `uahPerXp` hryvnias a line costs, or `xpPerPack` XP
 * for every whole pack (docs/brands.md, "Loyalty"). The backend applies the same rule to every order
 * (EARN_RULES of @cx/shared-util-pricing; each brand's test checks they agree).
 */
const EarnRuleSchema = v.variant('per', [
  v.object({ per: v.literal('uah'), uahPerXp: v.pipe(v.number(), v.minValue(1)) }),
  v.object({ per: v.literal('pack'), xpPerPack: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
]);

export const BrandConfigSchema = v.object({
  id: v.picklist(BRAND_IDS),
  /**
   * The {product} value the backend expects (spec §7): the catalogue, customers and orders the
   * brand works with. The backend knows these two; a further brand shares one of them.
   */
  productKey: v.picklist(['glo', 'ogo']),
  displayName: v.pipe(v.string(), v.minLength(1)),
  shortName: v.pipe(v.string(), v.minLength(1), v.maxLength(12)),
  /** The loyalty programme's name where it is not the brand's own ("o'go Club"); menus say "Правила …". */
  programName: v.optional(v.pipe(v.string(), v.minLength(1))),
  description: v.pipe(v.string(), v.minLength(1)),
  /** Where this app is served, and where the sister app is (for the brand switch). */
  origin,
  sister: v.object({
    // One of the two brands with a catalogue of their own: the brand switch hands the customer over
    // to the sister's product (createHandoff), whichever brand links to it.
    id: v.picklist(['glo', 'ogo']),
    displayName: v.pipe(v.string(), v.minLength(1)),
    origin,
  }),
  fullSiteUrl: v.pipe(v.string(), v.url()),
  menu: v.pipe(v.array(v.picklist(MENU_ITEM_IDS)), v.minLength(1)),
  shopLists: v.pipe(v.array(ShopListSchema), v.minLength(1)),
  /** Totals at or above this (UAH) ship free (spec §9). */
  freeDeliveryThreshold: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The loyalty programme: what a purchase earns (what a scan or a friend earns is the backend's). */
  loyalty: v.object({ earn: EarnRuleSchema }),
  /** Routes of spec §2 this brand does not serve (they answer with the 404 page). */
  hiddenRoutes: v.array(v.pipe(v.string(), v.startsWith('/'))),
  features: v.object({
    /** Registration checks the e-mail first (skipped for the sister brand, spec §5). */
    registrationEmailCheck: v.boolean(),
    /** The sister brand's own API token (ogoAuthApiToken) travels with some calls (spec §7). */
    ogoAuthApiToken: v.boolean(),
    /** Namespace of the age_verified metafield (spec §5). */
    ageVerifiedMetafieldNamespace: v.pipe(v.string(), v.minLength(1)),
    /**
     * The side menu offers the switch to the sister app. Spec §1 hides it on the sister brand's
     * own host: the first brand (glo) shows it, the sister brand (o'go) does not.
     */
    brandSwitch: v.boolean(),
  }),
  social: v.array(SocialLinkSchema),
  manifest: v.object({
    themeColor: v.pipe(v.string(), v.hexColor()),
    backgroundColor: v.pipe(v.string(), v.hexColor()),
  }),
  copy: v.object({
    homeTitle: v.pipe(v.string(), v.minLength(1)),
    homeLead: v.pipe(v.string(), v.minLength(1)),
  }),
  /** The brand's mark, drawn inline (in the header and prerendered HTML, no request). */
  logo: LogoSchema,
  /** How the brand speaks to customers: one form of address in every message (docs/brands.md). */
  tone: v.object({ address: v.picklist(['ти', 'Ви']) }),
  support: SupportSchema,
  devices: DevicesSchema,
});

/** The whole brand config as the build validates it (the web manifest's fields included). */
export type BrandBuildConfig = v.InferOutput<typeof BrandConfigSchema>;

/**
 * Fields only the build reads (the web manifest: tools/vite/brand-app-config.ts): the brand apps'
 * build strips them from the brand data the app bundles, so they cost the first screen nothing.
 */
export const BRAND_BUILD_ONLY_KEYS = ['shortName', 'description', 'manifest'] as const;

/** The brand config the app runs with: everything but the build's own fields. */
export type BrandConfig = Omit<BrandBuildConfig, (typeof BRAND_BUILD_ONLY_KEYS)[number]>;

/** Parses a brand config; throws with every problem listed so a broken brand fails the build. */
export function parseBrandConfig(input: unknown): BrandBuildConfig {
  const result = v.safeParse(BrandConfigSchema, input);
  if (!result.success) {
    const issues = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid brand config: ${issues}`);
  }
  return result.output;
}
