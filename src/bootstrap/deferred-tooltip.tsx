/**
 * MUI's Tooltip, its code (with Popper and @popperjs/core, 11 kB gzip on every route) loaded at the user's first
 * pointer move, key or touch rather than before the page paints (issue 18's JavaScript budget). vite.config.ts
 * resolves `@mui/material`'s own export of Tooltip here, so react-admin's tooltips (the sidebar button, sortable
 * headers, the refresh button) and ours all go through this file in a production build.
 *
 * Until then the child renders as the real Tooltip would render it closed: the same accessible name (`aria-label`
 * from a text title, or `title` with `describeChild`) and the same props passed through. Once the code is in, and no
 * pointer button or key is held, every tooltip becomes the real one; that swap mounts each child again, so the child
 * that had the focus gets it back, and the one under the pointer shows its tooltip.
 */
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { afterPresses, onFirstUse, trackPresses } from './first-use';

export {
  default as tooltipClasses,
  getTooltipUtilityClass,
} from '../../node_modules/@mui/material/esm/Tooltip/tooltipClasses.js';

type RealTooltip = typeof import('@mui/material/Tooltip').default;

let real: RealTooltip | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
/** Marks each tooltip's child, both before and after the swap, so the focus and the pointer can follow it. */
const ANCHOR = 'data-tooltip-anchor';
/** Where the focus and the pointer were when the real Tooltip arrived: the swap hands them to the new children. */
let atSwap: { focused: string | null; pointer: { x: number; y: number } | null } | null = null;
let pointer: { x: number; y: number } | null = null;
const trackPointer = (event: PointerEvent) => void (pointer = { x: event.clientX, y: event.clientY });

/** Loads the real Tooltip once; every deferred tooltip re-renders as it when it arrives. */
export function loadTooltip(): Promise<void> {
  loading ??= import('@mui/material/Tooltip').then(
    ({ default: Tooltip }) =>
      new Promise<void>((swapped) =>
        // Not in the middle of a click: the swap mounts each child again, and a press must end where it began.
        afterPresses(() => {
          real = Tooltip;
          document.removeEventListener('pointermove', trackPointer, true);
          atSwap = { focused: document.activeElement?.getAttribute(ANCHOR) ?? null, pointer };
          listeners.forEach((listener) => listener());
          swapped();
        }),
      ),
  );
  return loading;
}

const startLoading = () => void loadTooltip();
/**
 * The first pointer move, key or touch anywhere starts loading: the tooltip is there by the time a hover shows it.
 * Each tooltip asks; the first ask registers (the same listener is added to the document once).
 */
function loadOnFirstUse(): void {
  if (real) return;
  trackPresses(); // from before the first press, so the swap can wait for a press to end
  onFirstUse(startLoading);
  document.addEventListener('pointermove', trackPointer, { capture: true, passive: true });
}

/**
 * After the swap, the child mounted again gets what the old one had: the focus, and the pointer resting on it (the
 * browser sends no new mouseover for a still pointer, so the real Tooltip is told the pointer is over its child).
 */
function useHandOff(loaded: boolean, id: string): void {
  const [bornLoaded] = useState(loaded); // a tooltip mounted after the swap has nothing to take over
  useEffect(() => {
    if (!loaded || bornLoaded || !atSwap) return;
    const anchors = Array.from(document.querySelectorAll<HTMLElement>(`[${ANCHOR}]`));
    const el = anchors.find((a) => a.getAttribute(ANCHOR) === id);
    if (!el) return;
    if (atSwap.focused === id) el.focus();
    const at = atSwap.pointer;
    const under = at && typeof document.elementFromPoint === 'function' ? document.elementFromPoint(at.x, at.y) : null;
    if (at && under && el.contains(under))
      under.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: at.x, clientY: at.y }));
  }, [loaded, bornLoaded, id]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isLoaded = () => real !== null;

/** Tooltip's own props, which it does not pass on to its child. */
const OWN = new Set([
  'arrow',
  'children',
  'classes',
  'components',
  'componentsProps',
  'describeChild',
  'disableFocusListener',
  'disableHoverListener',
  'disableInteractive',
  'disableTouchListener',
  'enterDelay',
  'enterNextDelay',
  'enterTouchDelay',
  'followCursor',
  'id',
  'leaveDelay',
  'leaveTouchDelay',
  'onClose',
  'onOpen',
  'open',
  'placement',
  'PopperComponent',
  'PopperProps',
  'slotProps',
  'slots',
  'title',
  'TransitionComponent',
  'TransitionProps',
]);

/** The real Tooltip, once loaded (a component declared once, not made during a render). */
function LoadedTooltip(props: TooltipProps) {
  const Real = real as RealTooltip;
  return <Real {...props} />;
}

export default function Tooltip(props: TooltipProps) {
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  const id = useId();
  useEffect(() => {
    if (!loaded) loadOnFirstUse();
  }, [loaded]);
  useHandOff(loaded, id);
  const anchor = { [ANCHOR]: id };
  if (loaded) return <LoadedTooltip {...props} {...anchor} />;

  const { children, describeChild = false, disableHoverListener = false, title } = props;
  const child = isValidElement(children) ? children : <span>{children}</span>;
  // The child keeps its own ref (a ref given to the Tooltip itself reaches the child once the code is in).
  const passed = Object.fromEntries(Object.entries(props).filter(([key]) => !OWN.has(key) && key !== 'ref'));
  const titleIsText = typeof title === 'string';
  const nameOrDescription = describeChild
    ? { title: titleIsText && !disableHoverListener ? title : null }
    : { 'aria-label': titleIsText ? title : null };
  const own = child.props as { className?: string };
  const className = [passed.className as string | undefined, own.className].filter(Boolean).join(' ') || undefined;
  return cloneElement(child as ReactElement<Record<string, unknown>>, {
    ...nameOrDescription,
    ...passed,
    ...own,
    className,
    ...anchor,
  });
}
