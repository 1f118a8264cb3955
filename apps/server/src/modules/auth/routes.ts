import { jwtVerify } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  forgotPasswordForm,
  googleSignInForm,
  publicConfig,
  resetPasswordForm,
  signInForm,
  signInResult,
  signUpForm,
} from '@portal/domain';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { signToken } from '../../lib/tokens.js';
import { rateLimit, recordFailure, recordSuccess, withinEmailLimit } from '../../plugins/rate-limit.js';
import { createAccount, findUserByEmail } from '../users/index.js';
import { createResetToken, resetPassword } from './password-reset.js';

/** Google signs its ID tokens with either issuer spelling. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app.ctx;

  const issueToken = (user: { id: string; tokenVersion: number }) =>
    signToken({ userId: user.id, tokenVersion: user.tokenVersion }, config.jwtSecret, app.ctx.now());

  app.post(
    '/auth/signup',
    {
      preHandler: rateLimit(app, 'signup'),
      schema: {
        tags: ['auth'],
        summary: 'Self-registration of a student',
        security: [],
        body: signUpForm,
        response: { 201: apiMessage },
      },
    },
    async (request, reply) => {
      const form = request.body;
      if (config.selfRegistration === 'closed') throw new HttpError(403, SERVER_MESSAGES.registrationClosed);
      // Only students register themselves; every other account is made by an admin.
      if (form.type !== 'student') throw new HttpError(403, SERVER_MESSAGES.studentOnly);
      const id = await createAccount(db, {
        email: form.email,
        password: form.password,
        name: form.name,
        mobile: form.number,
        type: 'student',
        active: config.selfRegistration === 'open',
        awaitingActivation: config.selfRegistration === 'approval',
      });
      if (!id) throw new HttpError(409, SERVER_MESSAGES.emailTaken);
      // The admins hear of a sign-up that waits for them, after the answer (docs/rules.md, "Notifications").
      if (config.selfRegistration === 'approval') {
        app.ctx.hooks.reactLater('signUpPending', { userId: id, name: form.name, email: form.email });
      }
      return reply.status(201).send({ success: true, msg: MESSAGES.registrationSuccess });
    },
  );

  app.post(
    '/auth/signin',
    {
      preHandler: rateLimit(app, 'signin'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        security: [],
        body: signInForm,
        response: { 200: signInResult },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      // The same answer, after the same work, for an unknown e-mail and a wrong password.
      const passwordOk = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordOk) {
        // Only failures count towards the limit: signing in rightly never locks anyone out.
        await recordFailure(app, 'signin', request);
        throw new HttpError(401, SERVER_MESSAGES.wrongCredentials);
      }
      // The address is trusted for this account from now on, even while others guess at it.
      await recordSuccess(app, 'signin', request);
      if (!user.active) throw new HttpError(403, inactiveMessage(user));
      return { success: true as const, token: await issueToken(user), msg: SERVER_MESSAGES.signedIn };
    },
  );

  app.post(
    '/auth/googlelogin',
    {
      preHandler: rateLimit(app, 'google'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in an existing account with a Google ID token',
        security: [],
        body: googleSignInForm,
        response: { 200: signInResult },
      },
    },
    async (request) => {
      const { googleClientId } = config;
      const keys = app.ctx.googleKeys;
      if (!googleClientId || !keys) throw new HttpError(403, SERVER_MESSAGES.googleNotConfigured);
      let email: string;
      try {
        const { payload } = await jwtVerify(request.body.googleToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: googleClientId,
          algorithms: ['RS256'],
        });
        if (payload.email_verified !== true || typeof payload.email !== 'string') throw new Error('unverified e-mail');
        email = payload.email;
      } catch {
        throw new HttpError(401, MESSAGES.invalidEmail);
      }
      const user = await findUserByEmail(db, email);
      // Google sign-in never creates an account.
      if (!user) throw new HttpError(404, SERVER_MESSAGES.googleNoAccount);
      if (!user.active) throw new HttpError(403, inactiveMessage(user));
      return { success: true as const, token: await issueToken(user), msg: SERVER_MESSAGES.signedIn };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: rateLimit(app, 'forgot'),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link; the answer is the same for every e-mail',
        security: [],
        body: forgotPasswordForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // However many addresses ask for one e-mail, its owner gets a few links a window, never a
      // refusal: the same neutral answer goes back either way (docs/choices.md, "Rate limits").
      if (user?.active && (await withinEmailLimit(app, 'forgot', user.email))) {
        const token = await createResetToken(db, user.id, app.ctx.now());
        const link = `${config.publicUrl}/reset-password/${token}`;
        // Not awaited: a slow mail server must not tell a caller that the account exists.
        mailer
          .send({
            to: user.email,
            subject: 'Reset your portal password',
            text: `Open this link within 30 minutes to choose a new password: ${link}\nIf you did not ask for it, ignore this e-mail.`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'could not send the reset e-mail'));
      }
      return { success: true as const, msg: SERVER_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: rateLimit(app, 'reset'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link (single use, 30 minutes)',
        security: [],
        body: resetPasswordForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const userId = await resetPassword(db, token, password, app.ctx.now());
      if (!userId) throw new HttpError(400, SERVER_MESSAGES.resetInvalid);
      await app.ctx.users.changed(userId);
      return { success: true as const, msg: SERVER_MESSAGES.resetDone };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'What the app needs before anyone signs in',
        security: [],
        response: { 200: apiData(publicConfig) },
      },
    },
    async () => ({
      success: true as const,
      data: {
        googleClientId: config.googleClientId ?? null,
        razorpayKeyId: config.razorpay.keyId ?? null,
        selfRegistration: config.selfRegistration,
        publicUrl: config.publicUrl,
        timeZone: config.timeZone,
      },
    }),
  );
};

/** Why an inactive account cannot sign in: a sign-up no admin has activated yet, or a deactivation. */
const inactiveMessage = (user: { awaitingActivation: boolean }): string =>
  user.awaitingActivation ? SERVER_MESSAGES.awaitingActivation : SERVER_MESSAGES.accountInactive;
