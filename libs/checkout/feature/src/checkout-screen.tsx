import { messages } from './messages';

export function CheckoutScreen() {
  return (
    <section aria-labelledby="checkout-screen-title">
      <h1 id="checkout-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
