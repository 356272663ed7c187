/**
 * Loaded with Preact's compat layer, which is `react` and `react-dom` in the production build (vite.config.ts,
 * `preactRenderer`): the two places where compat renders an element differently from React, mended before compat sees
 * the element. The dev server and the unit tests use React itself; these keep the build behaving as they do:
 *
 * - An input with `defaultValue` and an undefined or null `value` is uncontrolled in React. Compat makes it controlled with the
 *   default, so every render put the default back and erased what the user had typed or picked: MUI passes `value`
 *   through whether set or not, and react-admin's date and date-time inputs are uncontrolled.
 * - An element with `autoFocus` is focused by React when it mounts. Compat only writes the attribute, which the
 *   browser honours on page load and not in a dialog opened later.
 */
import { options, type Ref, type VNode } from 'preact';
import 'preact/compat'; // installs compat's own element hook first, which the one below wraps

type DomProps = { value?: unknown; defaultValue?: unknown; autoFocus?: unknown };

const focused = new WeakSet<Element>();

/**
 * When the focus moves. React focuses in the commit, and runs the effects still pending from the previous commit
 * before it renders again: a dialog opened from a popover mounts its content one render later (MUI's Portal), so by
 * then the popover's focus trap has let go. Preact renders again before those effects run, and the trap would pull
 * the focus back, so the focus waits until they have run: Preact runs them after the next frame (or 100 ms in a
 * hidden tab), in a task this one follows.
 */
function afterPendingEffects(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(run);
  };
  requestAnimationFrame(go);
  setTimeout(go, 100);
}

function focusOnMount(element: Element | null): void {
  if (!(element instanceof HTMLElement) || focused.has(element)) return;
  focused.add(element);
  afterPendingEffects(() => {
    if (element.isConnected) element.focus();
  });
}

/** One wrapper per ref the element already had, so the ref keeps its identity from render to render. */
const wrappers = new WeakMap<object, Ref<Element>>();

function withAutoFocus(ref: Ref<Element> | null | undefined): Ref<Element> {
  if (!ref) return focusOnMount;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element: Element | null) => {
      focusOnMount(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

const compatVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as DomProps;
    if ('defaultValue' in props && 'value' in props && props.value == null) delete props.value;
    if (props.autoFocus) vnode.ref = withAutoFocus(vnode.ref as Ref<Element> | null | undefined);
  }
  compatVNode?.(vnode);
};
