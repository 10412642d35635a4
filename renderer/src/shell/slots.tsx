/**
 * Areas of the shell that screens fill from wherever they render (a sync
 * indicator, a lookup box): the shell places an outlet, a screen portals its
 * content into it. An outlet with nothing in it takes no room.
 */
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { createPortal } from 'react-dom';

export type SlotName = 'status' | 'sync' | 'lookup';

interface Slots {
  nodes: Partial<Record<SlotName, HTMLElement>>;
  place(name: SlotName, node: HTMLElement | null): void;
}

const SlotContext = createContext<Slots | null>(null);

function useSlots(): Slots {
  const slots = useContext(SlotContext);
  if (!slots) throw new Error('Slots are used outside <SlotProvider>.');
  return slots;
}

export function SlotProvider({ children }: { children: ReactNode }) {
  const [nodes, setNodes] = useState<Slots['nodes']>({});
  const place = useCallback((name: SlotName, node: HTMLElement | null) => {
    setNodes((current) => {
      if ((current[name] ?? null) === node) return current;
      const next = { ...current };
      if (node) next[name] = node;
      else delete next[name];
      return next;
    });
  }, []);
  return <SlotContext value={{ nodes, place }}>{children}</SlotContext>;
}

/** Where a slot's content appears; `children` is what the shell itself puts there. */
export function SlotOutlet({ name, children }: { name: SlotName; children?: ReactNode }) {
  const { place } = useSlots();
  const ref = useCallback((node: HTMLDivElement | null) => place(name, node), [name, place]);
  return (
    <div className={`slot slot-${name}`} data-slot={name} ref={ref}>
      {children}
    </div>
  );
}

/** Renders `children` inside the named outlet, for as long as the filling component is mounted. */
export function SlotFill({ name, children }: { name: SlotName; children: ReactNode }) {
  const node = useSlots().nodes[name];
  return node ? createPortal(children, node) : null;
}
