import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { notFoundText } from './words.ts';

export function NotFoundScreen() {
  return (
    <section className="screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{notFoundText.title}</h1>
      <p>{notFoundText.text}</p>
      <Link to={paths.today} className="button">
        {notFoundText.backToToday}
      </Link>
    </section>
  );
}
