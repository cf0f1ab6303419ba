import { messages } from './messages';

export function ContentScreen() {
  return (
    <section aria-labelledby="content-screen-title">
      <h1 id="content-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
