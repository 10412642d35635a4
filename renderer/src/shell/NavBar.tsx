/** Links to the screens there are; none while the welcome screen asks how to start. */
import { NavLink } from 'react-router';
import { useAppInfo } from '../desk/hooks.ts';
import { ManagerLockButton } from '../manager/ManagerLockButton.tsx';
import { paths } from '../paths.ts';
import { shellText } from './words.ts';

/** The screens in the order they stand in the bar. */
const links = () => [
  { to: paths.today, label: shellText.nav.today },
  { to: paths.admissions, label: shellText.nav.admissions },
  { to: paths.send, label: shellText.nav.send },
  { to: paths.manage, label: shellText.nav.manage },
  { to: paths.settings, label: shellText.nav.settings },
  { to: paths.diagnostics, label: shellText.nav.diagnostics },
];

export function NavBar() {
  if (useAppInfo()?.firstRun) return null;
  return (
    <nav className="nav" aria-label={shellText.nav.label}>
      {links().map(({ to, label }) => (
        <NavLink key={to} to={to} className="nav-link">
          {label}
        </NavLink>
      ))}
      <ManagerLockButton />
    </nav>
  );
}
