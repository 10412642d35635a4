/**
 * How the sandbox writes its answers. `real` (the default) sends what the service's
 * own SDK test samples show; `strict` sends exactly the canonical types of
 * shared/domain/waiver.ts (the spec's tables); `loose` sends the looser shapes the
 * notes have seen in real responses. README.md lists every difference.
 */
export const WIRE_SHAPES = ['strict', 'real', 'loose'] as const;
export type WireShape = (typeof WIRE_SHAPES)[number];

export const DEFAULT_WIRE_SHAPE: WireShape = 'real';

export function isWireShape(value: string): value is WireShape {
  return (WIRE_SHAPES as readonly string[]).includes(value);
}
