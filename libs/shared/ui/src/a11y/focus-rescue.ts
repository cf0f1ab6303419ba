import { focusElement, focusableWithin, pageStart } from './focus';

/**
 * When the focused control leaves the page (a chosen city replaces the list it was chosen from, a
 * removed cart line, a cleared cart), the browser drops focus to <body> and a keyboard or screen
 * reader user starts again from the top. This watches for that and moves focus to a neighbour: the
 * first control after where the lost one was, inside its nearest ancestor still on the page; else
 * the page's h1.
 */
interface Remembered {
  element: HTMLElement;
  /** The element's ancestors, nearest first, as they were when it got focus. */
  ancestors: HTMLElement[];
  /** The controls before it in Tab order then, nearest first. */
  before: HTMLElement[];
}

function remember(element: HTMLElement, root: HTMLElement): Remembered {
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== root.parentElement; node = node.parentElement) ancestors.push(node);
  const all = focusableWithin(root);
  const index = all.indexOf(element);
  return { element, ancestors, before: index > 0 ? all.slice(0, index).reverse() : [] };
}

const follows = (anchor: Node | undefined, candidate: Node) =>
  !anchor || (anchor !== candidate && (anchor.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);

/** The control to move to once `lost` has gone; null when nothing fits. */
export function neighbourOf(lost: Remembered): HTMLElement | null {
  const anchor = lost.before.find((element) => element.isConnected);
  for (const ancestor of lost.ancestors) {
    if (!ancestor.isConnected) continue;
    const next = focusableWithin(ancestor).find((candidate) => follows(anchor, candidate));
    if (next) return next;
  }
  return anchor ?? null;
}

/**
 * Starts watching `root` (the document's body by default), from the control focused now if any;
 * returns the function that stops it.
 */
export function installFocusRescue(root: HTMLElement = document.body): () => void {
  const focused = root.ownerDocument.activeElement;
  let last: Remembered | null = focused instanceof HTMLElement && focused !== root && root.contains(focused) ? remember(focused, root) : null;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && target !== root) last = remember(target, root);
  };
  const check = () => {
    if (!last || last.element.isConnected) return;
    const active = document.activeElement;
    const lost = last;
    last = null;
    if (active && active !== document.body && active !== root) return;
    const next = neighbourOf(lost) ?? pageStart(root.ownerDocument);
    focusElement(next);
  };
  const observer = new MutationObserver(check);
  root.addEventListener('focusin', onFocusIn);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
