/**
 * The Manage area: the account's tools for whoever looks after it, away from the
 * counter screens. One heading, one row of tools, the chosen tool below.
 */
import { NavLink, Outlet } from 'react-router';
import { managePaths } from './manage-paths.ts';
import './manage.css';

const TOOLS: { to: string; label: string }[] = [
  { to: managePaths.templates, label: 'Templates' },
  { to: managePaths.groups, label: 'Group reservation' },
  { to: managePaths.keys, label: 'Published keys' },
  { to: managePaths.dynamic, label: 'Dynamic templates' },
  { to: managePaths.webhooks, label: 'Webhooks' },
  { to: managePaths.account, label: 'Account' },
];

export function ManageLayout() {
  return (
    <section className="screen manage" aria-labelledby="manage-title">
      <header className="manage-head">
        <h1 id="manage-title">Manage the account</h1>
        <p className="subtitle">
          Waiver templates, group bookings, keys and notifications. Changes here apply to every desk.
        </p>
      </header>
      <nav className="manage-tabs" aria-label="Manage tools">
        {TOOLS.map((tool) => (
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
