import { z } from 'zod';

/** Passkeys (WebAuthn): the calls under /user/passkey/… and the `passkey` sources of /user/login. */

/** How long a ceremony's challenge may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** How long the login ticket of a passkey sign-up may be exchanged for a session. */
export const PASSKEY_TICKET_TTL_MS = 2 * 60_000;

/** /user/login sources: an assertion of a passkey, and the ticket a passkey sign-up returns. */
export const PASSKEY_LOGIN_SOURCE = 'passkey';
export const PASSKEY_TICKET_LOGIN_SOURCE = 'passkey-signup';

const base64url = z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]*={0,2}$/, 'must be base64url');

const extensionResults = z.record(z.string(), z.unknown()).default({});

/** RegistrationResponseJSON as the browser's WebAuthn client answers navigator.credentials.create(). */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** AuthenticationResponseJSON as the browser answers navigator.credentials.get(). */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** The options the browser passes to WebAuthn (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON). */
const optionsSchema = z.looseObject({ challenge: z.string() }).describe('Hand to the browser as they are (startRegistration / startAuthentication optionsJSON)');

/** Every ceremony begins with options and the id of its challenge, which its answer names. */
export const passkeyCeremonySchema = z.object({
  challengeId: z.string().describe('Names this ceremony; single use, valid 5 minutes'),
  options: optionsSchema,
});
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters');

export const passkeySignUpInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(30, 'must be at most 30 characters')
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters')
    .describe("The account's name"),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine((v) => v === undefined || z.email().safeParse(v).success, 'must be an email address')
    .describe('Optional; not verified, so it grants nothing'),
  setupCode: z.string().trim().max(128).optional().describe('A fresh instance: the setup code the server printed, which makes this account the owner'),
});
export type PasskeySignUpInput = z.input<typeof passkeySignUpInputSchema>;

export const passkeySignUpFinishSchema = z.object({ challengeId: z.string().min(1).max(64), response: registrationResponseSchema });

export const passkeyAddFinishSchema = z.object({
  challengeId: z.string().min(1).max(64),
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

/** What /user/login takes as its `token` with source `passkey` (JSON). */
export const passkeyLoginTokenSchema = z.object({ challengeId: z.string().min(1).max(64), response: authenticationResponseSchema });
export type PasskeyLoginToken = z.infer<typeof passkeyLoginTokenSchema>;

export const passkeyTicketSchema = z.object({
  ticket: z.string().describe(`Exchange it at /user/login with source "${PASSKEY_TICKET_LOGIN_SOURCE}" within 2 minutes; single use`),
  owner: z.boolean().describe("True when this account became the instance's owner (first-run setup)"),
});

export const passkeyInfoSchema = z.object({
  id: z.string().describe('The credential id'),
  name: z.string(),
  deviceType: z.enum(['singleDevice', 'multiDevice']).describe('multiDevice: a synced passkey'),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

export const passkeyListSchema = z.object({
  list: z.array(passkeyInfoSchema),
  /** Whether the account can also sign in some other way (a provider, a password), so its last passkey may go. */
  otherSignIn: z.boolean(),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeyRenameSchema = z.object({ id: base64url, name: passkeyNameSchema });
export const passkeyRemoveSchema = z.object({ id: base64url });
