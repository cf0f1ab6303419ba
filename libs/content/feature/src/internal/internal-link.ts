import { useRouter } from '@tanstack/react-router';

/** Links inside CMS HTML to the app's own paths navigate without a reload. */
export function useInternalLink(): (path: string) => void {
  const router = useRouter();
  return (path) => void router.navigate({ href: path });
}
