/**
 * The components a notice touches, as a tree: a touched child sits under its
 * parent (named for context even when the notice does not list the parent).
 */
import type { StatusComponentNode, StatusComponentRef } from '../../../shared/domain/status-snapshot.ts';

export interface AffectedNode {
  id: number;
  name: string;
  /** Listed by the notice itself (rather than shown only as a touched child's parent). */
  listed: boolean;
  children: AffectedNode[];
}

function indexTree(nodes: readonly StatusComponentNode[], into = new Map<number, StatusComponentNode>()) {
  for (const node of nodes) {
    into.set(node.id, node);
    indexTree(node.children, into);
  }
  return into;
}

export function affectedTree(
  refs: readonly StatusComponentRef[],
  known: readonly StatusComponentNode[],
): AffectedNode[] {
  const byId = indexTree(known);
  const nodes = new Map<number, AffectedNode>();
  const roots: AffectedNode[] = [];
  for (const ref of refs) nodes.set(ref.id, { id: ref.id, name: ref.name, listed: true, children: [] });
  for (const ref of refs) {
    const node = nodes.get(ref.id) as AffectedNode;
    if (ref.parentId === null || ref.parentId === ref.id) {
      roots.push(node);
      continue;
    }
    let parent = nodes.get(ref.parentId);
    if (!parent) {
      const name = byId.get(ref.parentId)?.name;
      if (name === undefined) {
        roots.push(node);
        continue;
      }
      parent = { id: ref.parentId, name, listed: false, children: [] };
      nodes.set(ref.parentId, parent);
      roots.push(parent);
    }
    parent.children.push(node);
  }
  return roots;
}
