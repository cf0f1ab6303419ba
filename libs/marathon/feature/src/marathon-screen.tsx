import { messages } from './messages';

export function MarathonScreen() {
  return (
    <section aria-labelledby="marathon-screen-title">
      <h1 id="marathon-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
