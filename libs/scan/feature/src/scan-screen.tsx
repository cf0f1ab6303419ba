import { messages } from './messages';

export function ScanScreen() {
  return (
    <section aria-labelledby="scan-screen-title">
      <h1 id="scan-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
