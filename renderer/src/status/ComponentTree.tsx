/** The page's components, parents with their children, each with its state. */
import type { StatusComponentNode } from '../../../shared/domain/status-snapshot.ts';
import { componentStateWord } from './status-words.ts';

export function ComponentTree({ nodes, label }: { nodes: readonly StatusComponentNode[]; label?: string }) {
  return (
    <ul className="svc-tree" aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id} data-testid="status-component">
          <span className="svc-component">
            <span className={`svc-dot svc-state-${node.state}`} aria-hidden="true" />
            <span className="svc-component-name">{node.name}</span>
            <span className={`svc-component-state svc-state-text-${node.state}`}>
              {componentStateWord(node.state)}
            </span>
          </span>
          {node.children.length > 0 ? <ComponentTree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
