import { messages } from './messages';

export function BonusesScreen() {
  return (
    <section aria-labelledby="bonuses-screen-title">
      <h1 id="bonuses-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
