/** Method + path-pattern routing ('/v4/waivers/:waiverId'); no match is a 404. */

export interface RouteMatch<TRoute> {
  route: TRoute;
  params: Record<string, string>;
}

interface CompiledRoute<TRoute> {
  method: string;
  segments: string[];
  route: TRoute;
}

export class Router<TRoute> {
  private readonly routes: CompiledRoute<TRoute>[] = [];

  add(method: string, pattern: string, route: TRoute): void {
    this.routes.push({ method, segments: splitPath(pattern), route });
  }

  match(method: string, path: string): RouteMatch<TRoute> | undefined {
    const segments = splitPath(path);
    for (const candidate of this.routes) {
      if (candidate.method !== method || candidate.segments.length !== segments.length) continue;
      const params = matchSegments(candidate.segments, segments);
      if (params) return { route: candidate.route, params };
    }
    return undefined;
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const segment = actual[i] as string;
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (expected !== segment) {
      return undefined;
    }
  }
  return params;
}
