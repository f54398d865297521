import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { CONTRACT, type Endpoint, type ParsedRequest, type RouteName, type SentAnswer } from '@campuseats/common/api/contract';
import * as routes from '@campuseats/common/api/routes';
import type { Access, Route } from '@campuseats/common/api/route';
import { REGISTRATION_INCOMPLETE_MESSAGE, REGISTRATION_INCOMPLETE_REASON } from '@campuseats/common/registration';
import type { UserRole } from '@campuseats/common/roles';
import { ApiError } from './apiError';
import { caller, callerOf, noAccess, requireCaller, type Caller } from './auth';
import { usersCollection } from './collections';
import { sendPublicJson } from './httpCache';
import { oneRequestAtATimePerCaller } from './perCallerQueue';
import { clientAddress, countAgainst, rateLimit, rateLimitBeforeCommit } from './rateLimit';

/** Mounts the contract's handlers with access, rate limit, queue and parsing in that order, so a refused caller spends no allowance. */

type CallerFor<A extends Access> = A extends 'anyone' ? undefined : A extends 'anyone-token-optional' ? Caller | undefined : Caller;

type HandlerInput<K extends RouteName> = ParsedRequest<K> & { caller: CallerFor<(typeof routes)[K]['access']>; req: Request; res: Response };

/** A route's work; it may set another status of those its declaration lists (`res.status`), or a header. */
export type Handler<K extends RouteName> = (input: HandlerInput<K>) => Promise<SentAnswer<K>> | SentAnswer<K>;
type Handlers<K extends RouteName> = { [P in K]: Handler<P> };
/** A route file's handlers; app.ts's typecheck fails unless together they cover the contract. */
export type SomeHandlers = Partial<Handlers<RouteName>>;

const ROLES: Record<Exclude<Access, 'anyone' | 'anyone-token-optional'>, UserRole[]> = {
  'signed-in': [],
  student: ['user'],
  'registered-student': ['user'],
  vendor: ['vendor'],
  admin: ['admin'],
};
/** The roles an access admits (none listed: any), or undefined when it needs no token. */
export const rolesOf = (access: Access): UserRole[] | undefined => (access === 'anyone' || access === 'anyone-token-optional' ? undefined : ROLES[access]);

/** Only a registered student may order: staff get 403, and an account without a users/{uid} record a 403 whose reason sends it to signup. */
const requireRegisteredStudent: RequestHandler = async (req, _res, next) => {
  const { uid, role } = caller(req);
  if (role !== 'user') throw noAccess();
  const record = await usersCollection().doc(uid).get();
  if (!record.exists) throw new ApiError('permission-denied', REGISTRATION_INCOMPLETE_MESSAGE, { reason: REGISTRATION_INCOMPLETE_REASON });
  next();
};

/** Every endpoint's declaration with its route, in the contract's order; methods as Express and OpenAPI write them. */
export const DECLARED = (Object.keys(CONTRACT) as RouteName[]).map((name) => {
  const route: Route = routes[name];
  return { ...(CONTRACT[name] as Endpoint), ...route, name, method: route.method.toLowerCase() as Lowercase<Route['method']> };
});
export type Declared = (typeof DECLARED)[number];

/** Who may call, then the limit counted before the work, then the caller's turn. */
function guardsOf(endpoint: Declared): RequestHandler[] {
  const guards: RequestHandler[] = [];
  const roles = rolesOf(endpoint.access);
  if (roles) guards.push(requireCaller(...roles));
  if (endpoint.access === 'registered-student') guards.push(requireRegisteredStudent);
  if (endpoint.rateLimit && endpoint.counted !== 'after-parse') {
    guards.push((endpoint.counted === 'with-commit' ? rateLimitBeforeCommit : rateLimit)(endpoint.rateLimit));
  }
  if (endpoint.oneAtATime) guards.push(oneRequestAtATimePerCaller);
  return guards;
}

const parseIf = (schema: z.core.$ZodType | undefined, value: unknown) => (schema ? z.parse(schema, value) : undefined);

/** Declared headers by name; a refusal answers the schema's own message (a header has no field to name). */
function parseHeaders(schema: Endpoint['headers'], req: Request): unknown {
  if (!schema) return undefined;
  const names = Object.keys(schema.shape);
  const parsed = z.safeParse(schema, Object.fromEntries(names.map((name) => [name, req.get(name)])));
  if (!parsed.success) throw new ApiError('invalid-argument', parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

async function parse(endpoint: Declared, req: Request) {
  const request = {
    params: parseIf(endpoint.pathParams, req.params),
    query: parseIf(endpoint.query, req.query),
    headers: parseHeaders(endpoint.headers, req),
    body: parseIf(endpoint.body, req.body ?? {}),
  };
  // Counted once the request is valid: a malformed one writes nothing and spends no one's allowance.
  if (endpoint.rateLimit && endpoint.counted === 'after-parse') await countAgainst(endpoint.rateLimit, clientAddress(req));
  const who = endpoint.access === 'anyone' ? undefined : endpoint.access === 'anyone-token-optional' ? await callerOf(req) : caller(req);
  return { ...request, caller: who };
}

/** The path as Express writes it: `/orders/:id/cancel`. */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** One router serving every endpoint of the contract, each with its handler. */
export function endpointsRouter(handlers: Handlers<RouteName>): Router {
  const router = Router();
  for (const endpoint of DECLARED) {
    const handler = handlers[endpoint.name] as (input: unknown) => unknown;
    const onlyCreated = endpoint.answers.every((answer) => answer.status === 201);
    router[endpoint.method](expressPath(endpoint.path), ...guardsOf(endpoint), async (req, res) => {
      const input = { ...(await parse(endpoint, req)), req, res };
      if (onlyCreated) res.status(201);
      const body = await handler(input);
      if (endpoint.publicCacheable) sendPublicJson(req, res, body);
      else res.json(body);
    });
  }
  return router;
}
