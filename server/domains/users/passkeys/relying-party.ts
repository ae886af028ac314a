import { originFitsRpId, type WebAuthnSettings } from '@/server/env';
import { ApiError, ErrorCode } from '@/server/errors';

/** Who the passkeys of one ceremony are for (the RP ID) and the pages that may answer it. */
export interface RelyingParty {
  rpId: string;
  origins: string[];
}

/**
 * The relying party of a ceremony begun from `requestOrigin` (the page's origin): the configured RP ID and origins
 * when set, else that page's host and origin. A page outside the configured RP ID cannot begin one.
 */
export function relyingPartyFor(settings: WebAuthnSettings, requestOrigin: string | undefined): RelyingParty {
  const page = parseOrigin(requestOrigin);
  const rpId = settings.rpId ?? page?.hostname.toLowerCase();
  if (!rpId) throw new ApiError(ErrorCode.InvalidParams, 'Passkeys need the page origin (or KOKO_WEBAUTHN_RP_ID and KOKO_WEBAUTHN_ORIGINS on the server)');
  if (settings.origins) return { rpId, origins: settings.origins };
  if (!page || !originFitsRpId(page.origin, rpId)) throw new ApiError(ErrorCode.Forbidden, `Passkeys of ${rpId} cannot be used from this page`);
  return { rpId, origins: [page.origin] };
}

function parseOrigin(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
