import {
  type ComponentType,
  type ReactNode,
  Suspense,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import { LoadNotice } from "@/components/load-notice";
import { PartErrorBoundary } from "@/components/part-error-boundary";
import { retryingLazy } from "@/lib/code-loader";

/*
 * A part of the page whose code is a chunk of its own (decision 034): React.lazy in a Suspense boundary, so React
 * hydrates the rest of the page without waiting for it. Hydrating, React keeps the part's prerendered HTML on
 * screen, in the document and in the tab order until the chunk has arrived; rendered anew (a client-side
 * navigation), it shows `fallback` meanwhile. The chunk is asked for as soon as React reaches the part.
 *
 * A dropped request never strands the part (decision 030): the chunk is retried with growing pauses, when the
 * browser comes back online and on each focus, pointer or key inside the part; after a few seconds a notice beside
 * it says what has not loaded and offers to try again. An error while it renders stays inside it.
 */

/** What a part takes besides its component's own props. */
interface PartProps {
  /** Shown while the code loads for a part rendered anew; a prerendered part keeps its HTML instead. */
  fallback: ReactNode;
}

/** What counts as the visitor reaching into a part whose code has not arrived: each one retries at once. */
const INTENT_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

/**
 * Calls `reached` on every intent event inside `element`. The listeners sit on the window: React stops discrete
 * events inside a boundary it cannot hydrate yet at its root, so listeners on the element would not hear them.
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
  { what }: { what: string },
) {
  const Lazy = retryingLazy(factory);
  const { loader } = Lazy;
  interface View {
    props: Props;
    fallback: ReactNode;
  }

  /*
   * React drops a dehydrated boundary's HTML for its fallback when new props reach it before its code has arrived.
   * Memoised over a view that stays the first render's until its content has rendered, the boundary never receives
   * them early: the visitor
   * keeps the prerendered part and what they typed into it, and no caller has to keep its props stable.
   */
  const Boundary = memo(function Boundary({ view, onArrive }: { view: View; onArrive: () => void }) {
    return (
      <PartErrorBoundary what={what}>
        <Suspense fallback={view.fallback}>
          <Arrival onArrive={onArrive}>
            <Lazy {...view.props} />
          </Arrival>
        </Suspense>
      </PartErrorBoundary>
    );
  });

  function Part({ fallback, ...rest }: Props & PartProps) {
    const props = rest as unknown as Props;
    const [first] = useState<View>(() => ({ props, fallback }));
    const [arrived, setArrived] = useState(false);
    const onArrive = useCallback(() => setArrived(true), []);
    const area = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = area.current;
      return arrived || !element ? undefined : onEachIntent(element, loader.retry);
    }, [arrived]);

    return (
      // Box-less: it only marks where the visitor's intent is heard.
      <div ref={area} className="contents">
        <Boundary view={arrived ? { props, fallback } : first} onArrive={onArrive} />
        <LoadNotice loader={loader} what={what} area={area} />
      </div>
    );
  }

  return Part;
}
