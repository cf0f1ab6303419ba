import { messages } from './messages';

export function InviteScreen() {
  return (
    <section aria-labelledby="invite-screen-title">
      <h1 id="invite-screen-title">{messages.title}</h1>
      <p>{messages.intro}</p>
    </section>
  );
}
