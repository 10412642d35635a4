import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function NotFoundScreen() {
  return (
    <section className="screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">There is no such screen</h1>
      <p>The link may be old or mistyped.</p>
      <Link to={paths.today} className="button">
        Back to today's check-ins
      </Link>
    </section>
  );
}
