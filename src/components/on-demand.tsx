import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  Suspense,
  lazy,
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

import { LOAD_NOTICE_ATTRIBUTE, LoadNotice } from "@/components/load-notice";
import { PartErrorBoundary } from "@/components/part-error-boundary";
import { codeLoader } from "@/lib/code-loader";
import { PENDING_ATTRIBUTE } from "@/lib/early-submit";

/*
 * Components whose code a prerendered page does not need until the visitor does (decision 022). While the page
 * hydrates, such a component's Suspense boundary stays dehydrated (the part is dormant): React keeps its prerendered HTML on screen, in
 * the document and in the tab order, and fetches nothing. Its code loads on the visitor's first intent inside its
 * `intentArea` (focus, pointer or key), when `load()` or `loadGroup(group)` asks for it, or when its parent gives
 * it new props. Rendered anew in the browser (a client-side navigation, the SPA fallback) it loads at once.
 *
 * React drops a dehydrated boundary's HTML for its fallback when the boundary receives new props before its code
 * has arrived. So until then the boundary renders with the props it was first given, whatever its parent does:
 * the visitor keeps the prerendered form and what they typed into it, and no caller needs `memo` or stable
 * callbacks. Once its content is on the page it follows its props again.
 *
 * A button pressed inside `intentArea` before the content is on the page is pressed again once it is: React would
 * drop such a click, as it cannot hydrate a boundary whose code is still on the way. Links and forms need no help:
 * a link works as a link, and a form's submission is held by the page's early script.
 *
 * A dropped request never strands the part: its code is retried (`codeLoader`: with growing pauses, when the browser
 * comes back online, and on the visitor's next intent inside `intentArea`), the prerendered part stays meanwhile,
 * and after a few seconds a notice beside it says what has not loaded and offers to try again. An error while the
 * part renders stays inside the part (PartErrorBoundary), never taking the page to the error page.
 */

/** What the boundary itself takes; every other prop goes to the component. */
export interface OnDemandProps {
  /** Shown while the code loads for a boundary rendered anew; a prerendered one keeps its HTML instead. */
  fallback: ReactNode;
  /** The element inside which the visitor's first focus, pointer or key loads the code. */
  intentArea?: RefObject<HTMLElement | null>;
  /** Called on that first intent too. */
  onIntent?: () => void;
}

interface Loader {
  /** Loads the code; resolves once the component is on the page with it (see `onDemand`). */
  load: () => Promise<void>;
  /** Whether the component is on the page now, with its code or still without. */
  isMounted: () => boolean;
}

/** One mounted boundary: whether its content (the component, with its code) has rendered. */
class Instance {
  arrived = false;
  constructor(readonly dormant: boolean) {}
  arrive() {
    this.arrived = true;
  }
}

/** The loaders of each group's components, e.g. every sign-up form. */
const groups = new Map<string, Set<Loader>>();

/**
 * Loads every on-demand component of `group` that is on the page; resolves once each has rendered its content
 * (hydrated from the prerendered HTML, or rendered anew). Members that content brings with it (a form inside a
 * part of the page that was itself waiting for its code) are loaded in turn.
 */
export async function loadGroup(group: string): Promise<void> {
  const loaded = new Set<Loader>();
  for (;;) {
    const next = [...(groups.get(group) ?? [])].filter((loader) => !loaded.has(loader) && loader.isMounted());
    if (next.length === 0) return;
    for (const loader of next) loaded.add(loader);
    await Promise.all(next.map((loader) => loader.load()));
  }
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates prerendered HTML (and on the server), false when the component is rendered anew in
 * the browser: React reads the server snapshot exactly when it hydrates.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** What counts as the visitor reaching for a component: any of these inside its intent area. */
const INTENT_EVENTS = [
  "focusin",
  "pointerdown",
  "pointerover",
  "keydown",
  "touchstart",
  "input",
  "change",
] as const;

/** Whether the visitor has already been at work inside `element` before its code ran: focus, or a field filled. */
function alreadyInUse(element: HTMLElement): boolean {
  if (element.contains(document.activeElement)) return true;
  const filled = (field: HTMLInputElement) =>
    field.type === "checkbox"
      ? field.checked
      : field.type === "file"
        ? Boolean(field.files?.length)
        : field.value !== "";
  return (
    [...element.querySelectorAll("input")].some((field) => field.type !== "hidden" && filled(field)) ||
    [...element.querySelectorAll("textarea")].some((field) => field.value !== "") ||
    element.querySelector(`[${PENDING_ATTRIBUTE}]`) !== null
  );
}

/**
 * Calls `reached` the first time the visitor reaches into `element`, or at once when they already have (they
 * focused or filled it, or submitted a form in it, before the page's code had run). Returns the cleanup. The
 * listeners sit on the window: React stops the propagation of discrete events inside a boundary it cannot hydrate
 * yet at its root, so listeners on the element itself would never hear them.
 */
function onFirstIntent(element: HTMLElement, reached: () => void): () => void {
  if (alreadyInUse(element)) {
    reached();
    return () => {};
  }
  const cleanup = onEachIntent(element, () => {
    cleanup();
    reached();
  });
  return cleanup;
}

/** Calls `reached` on every intent event inside `element` (heard on the window, as above); returns the cleanup. */
function onEachIntent(element: HTMLElement, reached: () => void): () => void {
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) reached();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onEvent, true);
  };
}

/**
 * The part's button a click on `target` presses, unless it submits a form (held separately), is disabled, or is the
 * load notice's own (which works at once).
 */
function pressedButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  if (!button || button.disabled || (button.type === "submit" && button.form)) return null;
  if (button.closest(`[${LOAD_NOTICE_ATTRIBUTE}]`)) return null;
  return button;
}

/**
 * Whether `next` shows something other than `first`: a value prop changed. Callbacks do not count: a parent's
 * inline arrow is new on every render, and no code of the component can call one before it has arrived.
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

/** Reports, once, that the content inside the boundary has rendered: its layout effect runs after theirs. */
function Arrival({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  useLayoutEffect(() => onArrive(), [onArrive]);
  return children;
}

/**
 * A component whose code loads on demand (see the top of this file). Use it as the component itself, plus
 * `fallback` and, for a load on the visitor's intent, `intentArea`. `Component.load()` loads it from elsewhere;
 * with `group`, so does `loadGroup(group)`.
 */
export function onDemand<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
  { group, what }: { group?: string; what: string },
) {
  const code = codeLoader(factory);
  const fetchCode = code.load;
  let demand = () => {};
  const demanded = new Promise<void>((resolve) => {
    demand = resolve;
  });
  // Hydrating: the import waits for a demand, so React keeps the prerendered HTML meanwhile. The prerender itself
  // renders it at once.
  const DormantComponent = lazy(async () => {
    if (import.meta.env.SSR) demand();
    await demanded;
    return fetchCode();
  });
  // Rendered anew: the import starts as React first renders it, as any lazy component's does.
  const FreshComponent = lazy(() => {
    demand();
    return fetchCode();
  });

  const mounted = new Set<Instance>();
  const waiting = new Set<() => void>();
  /** Resolves what waits for the component once it is mounted and every mounted boundary has its content. */
  const settle = () => {
    if (mounted.size === 0 || [...mounted].some((instance) => !instance.arrived)) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  const loader: Loader = {
    isMounted: () => mounted.size > 0,
    load: () => {
      demand();
      return new Promise((resolve) => {
        waiting.add(resolve);
        settle();
      });
    },
  };
  if (group !== undefined) {
    const loaders = groups.get(group) ?? new Set<Loader>();
    loaders.add(loader);
    groups.set(group, loaders);
  }

  interface View {
    props: Props;
    fallback: ReactNode;
  }

  // Memoised on purpose: while the boundary is dormant, `view` is the first render's, so a parent's re-render stops
  // here and never reaches the dehydrated boundary.
  const Content = memo(function OnDemandContent({
    view,
    instance,
    onArrive,
  }: {
    view: View;
    instance: Instance;
    onArrive: () => void;
  }) {
    const Component = instance.dormant ? DormantComponent : FreshComponent;
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

  function OnDemand({ fallback, intentArea, onIntent, ...rest }: Props & OnDemandProps) {
    const props = rest as unknown as Props;
    const hydrating = useHydrating();
    const [instance] = useState(() => new Instance(hydrating));
    const [first] = useState<View>(() => ({ props, fallback }));
    const [arrived, setArrived] = useState(false);
    const dormant = instance.dormant && !arrived;
    const pressedEarly = useRef<HTMLButtonElement | null>(null);
    const view = dormant ? first : { props, fallback };

    const onArrive = useCallback(() => {
      instance.arrive();
      settle();
      setArrived(true);
    }, [instance]);

    useLayoutEffect(() => {
      mounted.add(instance);
      settle();
      return () => {
        mounted.delete(instance);
        settle();
      };
    }, [instance]);

    const reachedIn = useEffectEvent(() => {
      demand();
      onIntent?.();
    });
    useEffect(() => {
      const area = intentArea?.current;
      return area ? onFirstIntent(area, reachedIn) : undefined;
    }, [intentArea]);

    // Until the code is here, each intent inside the area tries again at once after a failed attempt.
    useEffect(() => {
      const area = intentArea?.current;
      return arrived || !area ? undefined : onEachIntent(area, code.retry);
    }, [arrived, intentArea]);

    useEffect(() => {
      const area = intentArea?.current;
      if (!dormant || !area) return;
      // Taken here, before React sees it, so it is delivered once, by the replay, whether or not React could
      // have hydrated the boundary for it.
      const onClick = (event: MouseEvent) => {
        const button = pressedButton(event.target);
        if (!button || !area.contains(button)) return;
        event.stopPropagation();
        pressedEarly.current = button;
      };
      window.addEventListener("click", onClick, true);
      return () => window.removeEventListener("click", onClick, true);
    }, [dormant, intentArea]);

    useEffect(() => {
      const button = pressedEarly.current;
      pressedEarly.current = null;
      if (arrived && button?.isConnected && !button.disabled) button.click();
    }, [arrived]);

    // The parent wants to show something else: fetch the code, which then renders it.
    useEffect(() => {
      if (dormant && showsOtherThan(props, first.props)) demand();
    });

    return (
      <>
        <Content view={view} instance={instance} onArrive={onArrive} />
        <LoadNotice loader={code} what={what} area={intentArea} />
      </>
    );
  }

  return Object.assign(OnDemand, loader);
}
