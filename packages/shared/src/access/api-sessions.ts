import {
  type AuthCall,
  apiPaths,
  authPrefixes,
  findEmailPaths,
  photoUploadPaths,
  termsPaths,
} from '../api-paths';
import { type Module, modules } from '../catalogues/roles';
import { type ApiOperation, anyone, everyRoleOf, operation as op, signedIn } from './permission';

const unique = (paths: readonly string[]) => [...new Set(paths)];

/** The three logins (docs/product/calls.md) and the modules each admits: the colleges share one. */
const logins = unique(modules.map((module) => authPrefixes[module])).map((prefix) => ({
  prefix,
  modules: modules.filter((module) => authPrefixes[module] === prefix),
}));

/** Signing in and recovering an account: open to anyone (the handlers check what they need). */
const openAuthCalls: AuthCall[] = [
  'login',
  'verify-otp-email',
  'resend-otp-email',
  'forgetPassword',
  'change-password-logout',
];

function loginOperations(login: { prefix: string; modules: Module[] }): ApiOperation[] {
  const own = signedIn(everyRoleOf(...login.modules));
  return [
    ...openAuthCalls.map((call) => op('POST', `${login.prefix}/${call}`, anyone)),
    // Accepting the terms is a step of signing in: any session still doing it, of any login.
    op(
      'POST',
      `${login.prefix}/accept-terms`,
      signedIn(everyRoleOf(...modules), { incomplete: true }),
    ),
    op('POST', `${login.prefix}/change-password`, own),
    op('PUT', `${login.prefix}/update-profile-user`, own),
    op('POST', `${login.prefix}/send-contact`, own),
  ];
}

/** Each login's photo upload, for its own sessions. */
const photoOperations = logins.map((login) => {
  const [first] = login.modules;
  if (!first) throw new Error(`login ${login.prefix} without modules`);
  return op('POST', photoUploadPaths[first], signedIn(everyRoleOf(...login.modules)));
});

/** The OpenAPI description and its viewer (@fastify/swagger-ui): public by nature. */
const docsPaths = [
  '/api/docs',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/*',
  '/api/docs/json',
  '/api/docs/yaml',
];

/** Health, reference data, the captcha, sessions, profiles, support and the docs. */
export const sessionOperations: readonly ApiOperation[] = [
  op('GET', '/api/health', anyone),
  op('GET', '/api/ready', anyone),
  op('GET', apiPaths.referenceData, anyone),
  op('GET', apiPaths.referenceDataINTT, anyone),
  op('GET', apiPaths.captchaChallenge, anyone),
  op('GET', apiPaths.loginKey, anyone),
  // The session check reads the token from the header or the body and answers 401 itself.
  op('POST', apiPaths.checkAuth, { kind: 'tokenCheck' }),
  op('POST', apiPaths.logout, signedIn(everyRoleOf(...modules), { incomplete: true })),
  // Another account of the same person (checked in the handler: FORBIDDEN otherwise).
  op('POST', apiPaths.switchAccount, signedIn(everyRoleOf(...modules))),
  ...logins.flatMap(loginOperations),
  ...photoOperations,
  ...Object.values(termsPaths).map((path) => op('GET', path, anyone)),
  ...unique(Object.values(findEmailPaths)).map((path) => op('POST', path, anyone)),
  // Profile photos, by an unguessable name (an <img> sends no bearer token).
  op('GET', '/api/uploads/{folder}/{name}', anyone),
  ...docsPaths.map((path) => op('GET', path, anyone)),
];
