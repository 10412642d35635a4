/** Links to the screens there are. */
import { NavLink } from 'react-router';
import { paths } from '../paths.ts';

export function NavBar() {
  return (
    <nav className="nav" aria-label="Screens">
      <NavLink to={paths.today} className="nav-link">
        Today
      </NavLink>
    </nav>
  );
}
