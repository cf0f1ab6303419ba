import { messages } from './messages';

export function ShopScreen() {
  return (
    <section aria-labelledby="shop-screen-title">
      <h1 id="shop-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
