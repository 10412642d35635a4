/**
 * The Manage area: the account's tools for whoever looks after it, away from the
 * counter screens. One heading, one row of tools, the chosen tool below.
 */
import { NavLink, Outlet } from 'react-router';
import { ManagerGate } from '../../manager/ManagerGate.tsx';
import { managePaths } from './manage-paths.ts';
import { manageText } from './words.ts';
import './manage.css';

const text = manageText.layout;

const tools = (): { to: string; label: string }[] => [
  { to: managePaths.templates, label: text.tools.templates },
  { to: managePaths.groups, label: text.tools.groups },
  { to: managePaths.keys, label: text.tools.keys },
  { to: managePaths.dynamic, label: text.tools.dynamic },
  { to: managePaths.webhooks, label: text.tools.webhooks },
  { to: managePaths.account, label: text.tools.account },
  { to: managePaths.trail, label: text.tools.trail },
];

/** Behind the manager's PIN when one is set. */
export function ManageLayout() {
  return (
    <ManagerGate>
      <ManageTools />
    </ManagerGate>
  );
}

function ManageTools() {
  return (
    <section className="screen manage" aria-labelledby="manage-title">
      <header className="manage-head">
        <h1 id="manage-title">{text.title}</h1>
        <p className="subtitle">{text.subtitle}</p>
      </header>
      <nav className="manage-tabs" aria-label={text.toolsLabel}>
        {tools().map((tool) => (
          <NavLink key={tool.to} to={tool.to} className="manage-tab">
            {tool.label}
          </NavLink>
        ))}
      </nav>
      <div className="manage-body">
        <Outlet />
      </div>
    </section>
  );
}
