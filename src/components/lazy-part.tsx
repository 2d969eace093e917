import {
  type ComponentType,
  type ReactNode,
  Suspense,
  lazy,
  memo,
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
 * A part of the page whose code is a chunk of its own (decision 037): React.lazy in a Suspense boundary, so React
 * hydrates the rest of the page without waiting for it. Hydrating, React keeps the part's prerendered HTML on
 * screen, in the document and in the tab order until the chunk has arrived; rendered anew (a client-side
 * navigation), it shows `fallback` meanwhile and asks for the chunk at once.
 *
 * When it loads on a prerendered page is the part's `loadOn`:
 * - "idle": once the browser is first idle after the page has hydrated (the data parts, whose check of their rows
 *   then runs out of the way of the page's first paint and first input), 2 s at the latest;
 * - "intent": on the visitor's first focus, pointer, touch or key inside it, or at once if they were already at
 *   work in it before the page's code ran (the forms, whose libraries are most of a page's code).
 * Either way it loads at once when its parent gives it other values to show (the ROI calculator's suggested amount).
 *
 * A dropped request never strands the part: its chunk loads through the module loader (decision 037), which
 * retries it; after a few seconds a notice beside it says what has not loaded and offers to try again. An error
 * while it renders stays inside it.
 */

/** What a part takes besides its component's own props. */
interface PartProps {
  /** Shown while the code loads for a part rendered anew; a prerendered part keeps its HTML instead. */
  fallback: ReactNode;
}

/** What counts as the visitor reaching into a part whose code has not arrived. */
const INTENT_EVENTS = [
  "focusin",
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "input",
  "change",
] as const;

/**
 * Calls `reached` on every intent event inside `element`. The listeners sit on the window, in the capture phase,
 * which every event passes first: they hear it whatever React, whose listeners sit on its root, does with it.
 */
function onEachIntent(element: HTMLElement, reached: () => void): () => void {
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) reached();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onEvent, true);
  };
}

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

/** Tells the part, once, that its content has rendered with its code: its layout effect runs after theirs. */
function Arrival({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  useLayoutEffect(onArrive, [onArrive]);
  return children;
}

/**
 * A lazily loaded part: use it as the component itself, plus `fallback`. `what` names it in the load notice ("The
 * sign-up form").
 */
export function lazyPart<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
  { what, loadOn }: { what: string; loadOn: "idle" | "intent" },
) {
  const loader = codeLoader(factory);
  let demand = () => {};
  const demanded = new Promise<void>((resolve) => (demand = resolve));
  /** For a prerendered part: the import waits for the demand, and React keeps the part's HTML meanwhile. */
  const Prerendered = lazy(async () => {
    // The prerender renders every part whole.
    if (import.meta.env.SSR) demand();
    await demanded;
    return loader.load();
  });
  /** For a part rendered anew: the import starts as React first renders it. */
  const Fresh = lazy(() => {
    demand();
    return loader.load();
  });
  interface View {
    props: Props;
    fallback: ReactNode;
  }

  /*
   * React drops a dehydrated boundary's HTML for its fallback when new props reach it before its code has arrived.
   * Memoised over a view that stays the first render's until its content has rendered, the boundary never receives
   * them early: the visitor keeps the prerendered part and what they typed into it, and no caller has to keep its
   * props stable.
   */
  const Boundary = memo(function Boundary({
    view,
    hydrating,
    onArrive,
  }: {
    view: View;
    hydrating: boolean;
    onArrive: () => void;
  }) {
    const Component = hydrating ? Prerendered : Fresh;
    return (
      <PartErrorBoundary what={what}>
        <Suspense fallback={view.fallback}>
          <Arrival onArrive={onArrive}>
            <Component {...view.props} />
          </Arrival>
        </Suspense>
      </PartErrorBoundary>
    );
  });

  return function Part({ fallback, ...rest }: Props & PartProps) {
    const props = rest as unknown as Props;
    const hydratingNow = useHydrating();
    const [hydrating] = useState(hydratingNow);
    const [first] = useState<View>(() => ({ props, fallback }));
    const [arrived, setArrived] = useState(false);
    const onArrive = useCallback(() => setArrived(true), []);
    const area = useRef<HTMLDivElement>(null);

    useEffect(() => (loadOn === "idle" ? whenIdle(demand) : undefined), []);
    const toShowOther = !arrived && showsOtherThan(props, first.props);
    useEffect(() => {
      if (toShowOther) demand();
    }, [toShowOther]);

    useEffect(() => {
      const element = area.current;
      if (arrived || !element) return;
      if (alreadyInUse(element)) demand();
      return onEachIntent(element, demand);
    }, [arrived]);

    return (
      // Box-less: it only marks where the visitor's intent is heard.
      <div ref={area} className="contents">
        <Boundary view={arrived ? { props, fallback } : first} hydrating={hydrating} onArrive={onArrive} />
        <LoadNotice loader={loader} what={what} />
      </div>
    );
  };
}
