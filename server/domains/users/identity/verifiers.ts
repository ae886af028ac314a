import type { LoginProviders } from '@/server/env';
import { createFacebookVerifier } from './facebook-verifier';
import { loginNotSupported, type IdentityVerifier, type ProviderSource } from './identity';
import { createOidcVerifier } from './oidc-verifier';

/** The configured providers' verifiers; a provider without a client id is not supported. */
export function createVerifiers(providers: LoginProviders) {
  const verifiers: Partial<Record<ProviderSource, IdentityVerifier>> = {};
  if (providers.google) verifiers.google = createOidcVerifier({ issuer: providers.google.issuer, clientId: providers.google.clientId });
  if (providers.apple) verifiers.apple = createOidcVerifier({ issuer: providers.apple.issuer, clientId: providers.apple.clientId });
  if (providers.facebook?.appSecret) {
    verifiers.facebook = createFacebookVerifier({ appId: providers.facebook.appId, appSecret: providers.facebook.appSecret, graphUrl: providers.facebook.graphUrl });
  }
  return {
    for(source: ProviderSource): IdentityVerifier {
      const verifier = verifiers[source];
      if (!verifier) throw loginNotSupported();
      return verifier;
    },
    supported: (Object.keys(verifiers) as ProviderSource[]).sort(),
  };
}

export type Verifiers = ReturnType<typeof createVerifiers>;
