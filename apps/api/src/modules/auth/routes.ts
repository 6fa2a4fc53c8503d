import {
  changePasswordInputSchema,
  changePasswordLogoutInputSchema,
  emailInputSchema,
  forgetPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  recoveryProofResponseSchema,
  resendOtpInputSchema,
  verifyOtpInputSchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { authOf, clientOf, guarded, requireSession } from '../../plugins/auth';
import { publicRateLimit, sharedAddressLimit } from '../../plugins/rate-limit';
import type { PasswordService } from './recovery';
import { type AuthScope, authScopeNames, authScopes } from './scopes';
import type { LoginService } from './service';
import type { SessionService } from './sessions';
import { offerChallenge } from './sign-in-guard';

type Deps = {
  config: Config;
  login: LoginService;
  passwords: PasswordService;
  sessions: SessionService;
};

const errors = errorResponses(400, 401, 403, 404, 429);
const codeSent = { data: { message: 'Codigo enviado al correo' } };
const verifyResponseSchema = z.union([loginResponseSchema, recoveryProofResponseSchema]);

/** Login, terms, codes and passwords, under each login's prefix (docs/product/calls.md). */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { config, login, passwords, sessions },
) => {
  // verify-otp-email and resend-otp-email need it for a login code only (a recovery code is public).
  const pending = requireSession(sessions, { allowIncomplete: true });
  const limited = { config: publicRateLimit(config) };
  // One count per address for the three sign-ins (decision 0049), not one per path.
  const signInLimit = sharedAddressLimit(app, 'sign-in', config.rateLimit.loginPerMinute);

  for (const scope of authScopeNames) {
    const prefix = authScopes[scope].prefix;
    const tags = [`auth ${scope}`];
    const ready = guarded(sessions, { scope: scope as AuthScope });

    app.post(
      `${prefix}/login`,
      {
        onRequest: signInLimit,
        schema: {
          tags,
          summary: 'Iniciar sesión (credenciales cifradas)',
          body: loginInputSchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        try {
          return { data: await login.login(scope, request.body, clientOf(request)) };
        } catch (error) {
          offerChallenge(reply, error);
          throw error;
        }
      },
    );

    app.post(
      `${prefix}/accept-terms`,
      {
        ...limited,
        ...guarded(sessions, { allowIncomplete: true }),
        schema: {
          tags,
          summary: 'Aceptar los términos',
          security: [{ bearer: [] }],
          body: emailInputSchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { context, token } = authOf(request);
        return {
          data: await login.acceptTerms(context, token, request.body.email, clientOf(request)),
        };
      },
    );

    app.post(
      `${prefix}/verify-otp-email`,
      {
        ...limited,
        schema: {
          tags,
          summary: 'Verificar el código enviado por correo',
          body: verifyOtpInputSchema,
          response: { 200: verifyResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { email, otp, type } = request.body;
        if (type === 'recovery')
          return { data: { resetToken: await passwords.verifyRecoveryCode(email, otp) } };
        await pending(request);
        const { context, token } = authOf(request);
        return { data: await login.verifyLoginCode(context, token, email, otp) };
      },
    );

    app.post(
      `${prefix}/resend-otp-email`,
      {
        ...limited,
        schema: {
          tags,
          summary: 'Reenviar el código',
          body: resendOtpInputSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { email, type, altcha } = request.body;
        if (type === 'recovery') await passwords.forgetPassword(scope, email, altcha);
        else {
          await pending(request);
          await login.resendLoginCode(authOf(request).context, email);
        }
        return codeSent;
      },
    );

    app.post(
      `${prefix}/forgetPassword`,
      {
        ...limited,
        schema: {
          tags,
          summary: 'Enviar un código para recuperar la contraseña',
          body: forgetPasswordInputSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { email, altcha } = request.body;
        await passwords.forgetPassword(scope, email, altcha);
        return codeSent;
      },
    );

    app.post(
      `${prefix}/change-password-logout`,
      {
        ...limited,
        schema: {
          tags,
          summary: 'Nueva contraseña con un código verificado',
          body: changePasswordLogoutInputSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { email, resetToken, newPassword } = request.body;
        await passwords.resetPassword(email, resetToken, newPassword, request.ip);
        return {
          data: { message: 'Contraseña actualizada. Inicie sesión con su nueva contraseña.' },
        };
      },
    );

    app.post(
      `${prefix}/change-password`,
      {
        ...limited,
        ...ready,
        schema: {
          tags,
          summary: 'Cambiar la contraseña',
          security: [{ bearer: [] }],
          body: changePasswordInputSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await passwords.changePassword(authOf(request).context, request.body, request.ip);
        return { data: { message: 'Contraseña actualizada. Se cerraron sus otras sesiones.' } };
      },
    );
  }
};
