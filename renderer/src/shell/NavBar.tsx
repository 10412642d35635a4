/** Links to the screens there are; none while the welcome screen asks how to start. */
import { NavLink } from 'react-router';
import { useAppInfo } from '../desk/hooks.ts';
import { paths } from '../paths.ts';

export function NavBar() {
  if (useAppInfo()?.firstRun) return null;
  return (
    <nav className="nav" aria-label="Screens">
      <NavLink to={paths.today} className="nav-link">
        Today
      </NavLink>
      <NavLink to={paths.send} className="nav-link">
        Send a waiver
      </NavLink>
      <NavLink to={paths.manage} className="nav-link">
        Manage
      </NavLink>
      <NavLink to={paths.settings} className="nav-link">
        Settings
      </NavLink>
      <NavLink to={paths.diagnostics} className="nav-link">
        Diagnostics
      </NavLink>
    </nav>
  );
}
