import { routeKey, ROUTES, type RouteDefinition, type RouteKey } from '@/functions/http/routes.ts';

export interface MatchedRoute {
  route: RouteDefinition;
  routeKey: RouteKey;
  pathParameters?: Record<string, string>;
}

const compiled = ROUTES.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

/** Matches a request to the route table as API Gateway does (method and path, `{id}` segments). */
export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  for (const { route, names, regex } of compiled) {
    if (route.method !== method) continue;
    const m = regex.exec(path);
    if (!m) continue;
    const pathParameters = names.length ? Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])) : undefined;
    return { route, routeKey: routeKey(route), pathParameters };
  }
  return undefined;
}
