/** Links to the screens there are; none while the welcome screen asks how to start. */
import { NavLink } from 'react-router';
import { useAppInfo } from '../desk/hooks.ts';
import { ManagerLockButton } from '../manager/ManagerLockButton.tsx';
import { paths } from '../paths.ts';
import { shellText } from './words.ts';

export function NavBar() {
  if (useAppInfo()?.firstRun) return null;
  return (
    <nav className="nav" aria-label={shellText.nav.label}>
      <NavLink to={paths.today} className="nav-link">
        {shellText.nav.today}
      </NavLink>
      <NavLink to={paths.admissions} className="nav-link">
        {shellText.nav.admissions}
      </NavLink>
      <NavLink to={paths.send} className="nav-link">
        {shellText.nav.send}
      </NavLink>
      <NavLink to={paths.manage} className="nav-link">
        {shellText.nav.manage}
      </NavLink>
      <NavLink to={paths.settings} className="nav-link">
        {shellText.nav.settings}
      </NavLink>
      <NavLink to={paths.diagnostics} className="nav-link">
        {shellText.nav.diagnostics}
      </NavLink>
      <ManagerLockButton />
    </nav>
  );
}
