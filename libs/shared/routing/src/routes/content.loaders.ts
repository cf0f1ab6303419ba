import { warm, type LoaderArgs } from './warm';

const content = () => import('@cx/content-data-access');

/** A CMS page by its id. */
export async function page(pageId: string, { context }: LoaderArgs) {
  const { pageQueryOptions } = await content();
  warm(() => context.queryClient.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, pageId)));
}

/** A FAQ by its section. */
export async function faq(section: Parameters<typeof import('@cx/content-data-access').faqQueryOptions>[2], { context }: LoaderArgs) {
  const { faqQueryOptions } = await content();
  warm(() => context.queryClient.ensureQueryData(faqQueryOptions(context.api, context.brand.productKey, section)));
}

export async function news({ context }: LoaderArgs) {
  const { newsQueryOptions } = await content();
  warm(() => context.queryClient.ensureInfiniteQueryData(newsQueryOptions(context.api, context.brand.productKey)));
}

export function newsDetail({ context, params }: LoaderArgs & { params: { newsId: string } }) {
  return page(params.newsId, { context });
}
