import {
  type ComponentType,
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import { LoadNotice } from "@/components/load-notice";
import { PartErrorBoundary } from "@/components/part-error-boundary";
import { codeLoader } from "@/lib/code-loader";
import { PENDING_ATTRIBUTE } from "@/lib/early-submit";
import { useHydrating } from "@/lib/use-hydrating";

/*
 * A part of the page whose code is a chunk of its own (decision 040): React.lazy in a Suspense boundary, so React
 * hydrates the rest of the page without waiting for it. Hydrating, React keeps the part's prerendered HTML on
 * screen, in the document and in the tab order until the chunk has arrived, as long as no update reaches the
 * boundary meanwhile: an urgent one would make React drop the HTML for the fallback, a transition would wait for the
 * code. So until its content has rendered with its code, the part renders the very element it rendered first,
 * which React does not render again; then it follows its props.
 *
 * When it loads on a prerendered page is the part's `loadOn`:
 * - "idle": at the browser's first idle moment after the page has hydrated (the data parts), 2 s at the latest;
 * - "intent": on the visitor's first focus, pointer, touch or key inside it, or at once if they were already at
 *   work in it before the page's code ran (the forms, whose libraries are most of a page's code).
 * Either way it loads at once when it is given other values to show (the ROI calculator's suggested amount), and
 * when it is rendered anew (a client-side navigation). Its chunk loads through the module loader, which retries a
 * dropped request; a notice beside it says after a few seconds what has not loaded. An error while it renders
 * stays inside it.
 */

const INTENT_EVENTS = ["focusin", "pointerover", "pointerdown", "touchstart", "keydown", "input", "change"];

/** Whether the visitor was at work inside `element` before its code ran: focus, a field filled, a form submitted. */
function alreadyInUse(element: HTMLElement): boolean {
  if (element.contains(document.activeElement) || element.querySelector(`[${PENDING_ATTRIBUTE}]`))
    return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some(
    (field) =>
      field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "file")
        ? field.checked || Boolean(field.files?.length)
        : field.type !== "hidden" && field.value !== "",
  );
}

/** Calls `reached` once, on the first intent event inside `element`; returns the cleanup. */
function onFirstIntent(element: HTMLElement, reached: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onEvent, true);
  };
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Node && element.contains(event.target))) return;
    stop();
    reached();
  };
  // On the window, in the capture phase, which every event passes first, whatever its listeners do with it.
  for (const type of INTENT_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
}

/** An "idle" part loads at the browser's first idle moment after hydration, and at the latest this long after it. */
const IDLE_LOAD_TIMEOUT_MS = 2000;

/** Calls `callback` once the browser is idle (on the next task where there is no `requestIdleCallback`). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: IDLE_LOAD_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

/**
 * Whether `next` shows something other than `first`: a value prop changed. Callbacks do not count: a parent's inline
 * arrow is new on every render, and no code of the part can call one before it has arrived.
 */
function showsOtherThan(next: object, first: object): boolean {
  const values = (props: object) => Object.entries(props).filter(([, value]) => typeof value !== "function");
  const firstValues = new Map(values(first));
  const nextValues = values(next);
  return (
    nextValues.length !== firstValues.size ||
    nextValues.some(([key, value]) => !firstValues.has(key) || !Object.is(firstValues.get(key), value))
  );
}

/** Set on a part's box once its content has rendered with its code: what a test waits for, never React's own fields. */
const CODE_ARRIVED_ATTRIBUTE = "data-code-arrived";

/** Tells the part, once, that its content has rendered with its code: its layout effect runs after theirs. */
function Arrival({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  useLayoutEffect(onArrive, [onArrive]);
  return children;
}

/**
 * `React.lazy` over a `codeLoader`, whose wait a notice can show: for parts never prerendered (the menu sheet, the
 * toasts), which need none of `lazyPart`'s HTML keeping or scheduling.
 */
export function lazyWithStatus<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
) {
  const loader = codeLoader(factory);
  return Object.assign(lazy(loader.load), { loader });
}

/** A lazily loaded part: use it as the component itself, plus `fallback`; `what` names it in the load notice. */
export function lazyPart<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
  { what, loadOn }: { what: string; loadOn: "idle" | "intent" },
) {
  const loader = codeLoader(factory);
  let demand = () => {};
  const demanded = new Promise<void>((resolve) => (demand = resolve));
  const Code = lazy(async () => {
    // The prerender renders every part whole.
    if (import.meta.env.SSR) demand();
    await demanded;
    return loader.load();
  });

  return function Part({ fallback, ...rest }: Props & { fallback: ReactNode }) {
    const props = rest as unknown as Props;
    const [arrived, setArrived] = useState(false);
    const onArrive = useCallback(() => setArrived(true), []);
    const boundary = (shown: Props) => (
      <PartErrorBoundary what={what}>
        <Suspense fallback={fallback}>
          <Arrival onArrive={onArrive}>
            <Code {...shown} />
          </Arrival>
        </Suspense>
      </PartErrorBoundary>
    );
    // React does not render an element again that is the very one it rendered last time (as with `children`).
    const [first] = useState(() => ({ props, element: boundary(props) }));
    const hydratingNow = useHydrating();
    const [hydrating] = useState(hydratingNow);
    const area = useRef<HTMLDivElement>(null);

    const toShowOther = !arrived && showsOtherThan(props, first.props);
    useEffect(() => {
      if (!hydrating || toShowOther) demand();
    }, [hydrating, toShowOther]);
    useEffect(() => {
      const element = area.current;
      if (arrived || !element) return;
      if (alreadyInUse(element)) return demand();
      const stopIntent = onFirstIntent(element, demand);
      const stopIdle = loadOn === "idle" ? whenIdle(demand) : undefined;
      return () => {
        stopIntent();
        stopIdle?.();
      };
    }, [arrived]);

    return (
      // Box-less: it only marks where the visitor's intent is heard.
      <div ref={area} className="contents" {...(arrived ? { [CODE_ARRIVED_ATTRIBUTE]: "" } : {})}>
        {arrived ? boundary(props) : first.element}
        <LoadNotice loader={loader} what={what} />
      </div>
    );
  };
}
