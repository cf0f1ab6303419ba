import { messages } from './messages';

export function ShellScreen() {
  return (
    <section aria-labelledby="shell-screen-title">
      <h1 id="shell-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
