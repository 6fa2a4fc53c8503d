import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { type AuthScope, scopeAdmits } from '../modules/auth/scopes';
import type { AuthContext, ClientInfo, SessionService } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    authToken?: string;
  }
}

/** All a guard needs of the auth module's session service. */
export type SessionLookup = Pick<SessionService, 'authenticate'>;

export type GuardOptions = {
  /** Only sessions of this login's modules (a medic token cannot call INTT routes). */
  scope?: AuthScope;
  /** Admit sessions that still have to accept the terms or enter their code. */
  allowIncomplete?: boolean;
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/** A check run after the session guard: the module or role a route needs (FORBIDDEN if not). */
export type AccessCheck = (request: FastifyRequest) => void | Promise<void>;

const sessionGuards = new WeakSet<AccessCheck>();

/** Whether a route's onRequest hooks include a session guard (see `guarded`). */
export function hasSessionGuard(onRequest: unknown): boolean {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  return hooks.some((hook) => typeof hook === 'function' && sessionGuards.has(hook as AccessCheck));
}

/**
 * Route options that refuse a call before its body is parsed or its input validated: onRequest
 * loads the bearer's session (401 without one), then runs `checks` (403 for the wrong module or
 * role). So the answer to an anonymous caller never depends on what they sent (decision 0016).
 */
export function guarded(
  sessions: SessionLookup,
  options: GuardOptions = {},
  ...checks: AccessCheck[]
) {
  // Fastify waits for the `done` callback of a hook that returns no promise: make each check async.
  const asHooks = checks.map((check) => async (request: FastifyRequest) => check(request));
  return { onRequest: [requireSession(sessions, options), ...asHooks] };
}

/** Loads the bearer's session onto the request or refuses the call; routes use `guarded`. */
export function requireSession(sessions: SessionLookup, options: GuardOptions = {}) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const context = await sessions.authenticate(token);
    if (options.scope && !scopeAdmits(options.scope, context.account.module)) {
      throw new AppError('WRONG_MODULE');
    }
    if (!options.allowIncomplete && !context.session.verifiedAt) {
      throw new AppError('SESSION_INCOMPLETE');
    }
    request.auth = context;
    request.authToken = token;
  };
  sessionGuards.add(guard);
  return guard;
}

/** The session a guarded handler runs under; a route without the guard is a programming error. */
export function authOf(request: FastifyRequest): { context: AuthContext; token: string } {
  if (!request.auth || !request.authToken) throw new AppError('UNAUTHORIZED');
  return { context: request.auth, token: request.authToken };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
