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

/** preHandler that loads the bearer's session onto the request or refuses the call. */
export function requireSession(sessions: SessionService, options: GuardOptions = {}) {
  return async (request: FastifyRequest): Promise<void> => {
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
}

/** The session a guarded handler runs under; a route without the guard is a programming error. */
export function authOf(request: FastifyRequest): { context: AuthContext; token: string } {
  if (!request.auth || !request.authToken) throw new AppError('UNAUTHORIZED');
  return { context: request.auth, token: request.authToken };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
