import { createLazyRoute } from '@tanstack/react-router';

function Home() {
  return (
    <main>
      <h1>Floor</h1>
    </main>
  );
}

/** The lazily loaded part of the floor's one route: its screen. */
export const Route = createLazyRoute('/')({ component: Home });
