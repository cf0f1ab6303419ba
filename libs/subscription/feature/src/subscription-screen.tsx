import { messages } from './messages';

export function SubscriptionScreen() {
  return (
    <section aria-labelledby="subscription-screen-title">
      <h1 id="subscription-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
