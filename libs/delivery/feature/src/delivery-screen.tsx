import { messages } from './messages';

export function DeliveryScreen() {
  return (
    <section aria-labelledby="delivery-screen-title">
      <h1 id="delivery-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
