import fc from 'fast-check';
import { UPLOAD_KIND_NAMES } from '@/lib/contracts/uploads';
import { keyFits, readUploadTicket, signUploadTicket, userUploadFolder, type UploadTicketClaims } from './upload-ticket';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const NOW = Date.UTC(2026, 0, 1);
const LATER = NOW / 1000 + 600;

const claimsArbitrary: fc.Arbitrary<UploadTicketClaims> = fc
  .record({
    userId: fc.integer({ min: 1, max: 2 ** 40 }),
    name: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,40}$/),
    kind: fc.constantFrom(...UPLOAD_KIND_NAMES),
    maxBytes: fc.integer({ min: 1, max: 2 ** 40 }),
    ttl: fc.integer({ min: 1, max: 3600 }),
    withSize: fc.boolean(),
  })
  .map(({ userId, name, kind, maxBytes, ttl, withSize }) => ({
    userId,
    key: `${userUploadFolder(userId)}${name}.${kind}`,
    kind,
    maxBytes,
    expiresAt: NOW / 1000 + ttl,
    ...(withSize ? { bytes: Math.max(1, Math.floor(maxBytes / 2)) } : {}),
  }));

describe('upload tickets', () => {
  it('reads back exactly what was signed, for any claims', () => {
    fc.assert(
      fc.property(claimsArbitrary, (claims) => {
        expect(readUploadTicket(signUploadTicket(claims, SECRET), SECRET, NOW)).toEqual({ ok: true, claims });
      }),
    );
  });

  it('refuses a ticket with any one character changed', () => {
    fc.assert(
      fc.property(claimsArbitrary, fc.nat(), fc.constantFrom(...'ABCabc019-_.=+/ '), (claims, at, replacement) => {
        const token = signUploadTicket(claims, SECRET);
        const index = at % token.length;
        fc.pre(token[index] !== replacement);
        const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(readUploadTicket(tampered, SECRET, NOW).ok).toBe(false);
      }),
    );
  });

  it('never throws and never accepts arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        expect(readUploadTicket(text, SECRET, NOW).ok).toBe(false);
      }),
    );
  });

  it('refuses a ticket signed with another secret', () => {
    fc.assert(
      fc.property(claimsArbitrary, fc.string({ minLength: 1 }), (claims, other) => {
        fc.pre(other !== SECRET);
        expect(readUploadTicket(signUploadTicket(claims, other), SECRET, NOW)).toEqual({ ok: false, problem: 'signature' });
      }),
    );
  });

  it('refuses a ticket once it expired', () => {
    const claims: UploadTicketClaims = { userId: 7, key: 'uploads/u7/a.png', kind: 'png', maxBytes: 100, expiresAt: LATER };
    const token = signUploadTicket(claims, SECRET);
    expect(readUploadTicket(token, SECRET, LATER * 1000 - 1).ok).toBe(true);
    expect(readUploadTicket(token, SECRET, LATER * 1000)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses well-signed claims that name a key outside the user or of another kind', () => {
    for (const claims of [
      { userId: 7, key: 'uploads/u8/a.png', kind: 'png', maxBytes: 100, expiresAt: LATER },
      { userId: 7, key: 'uploads/u7/a.svg', kind: 'png', maxBytes: 100, expiresAt: LATER },
      { userId: 7, key: 'uploads/u7/../u8/a.png', kind: 'png', maxBytes: 100, expiresAt: LATER },
      { userId: 7, key: 'covers/a.png', kind: 'png', maxBytes: 100, expiresAt: LATER },
      { userId: 7, key: 'uploads/u7/a.png', kind: 'png', maxBytes: 100, bytes: 101, expiresAt: LATER },
    ] as UploadTicketClaims[]) {
      expect(readUploadTicket(signUploadTicket(claims, SECRET), SECRET, NOW)).toEqual({ ok: false, problem: 'malformed' });
    }
  });

  it('keeps keys in their user folder with their kind', () => {
    expect(keyFits('uploads/u7/abc.vrm', 7, 'vrm')).toBe(true);
    expect(keyFits('uploads/u7/abc.png', 7, 'vrm')).toBe(false);
    expect(keyFits('uploads/u71/abc.vrm', 7, 'vrm')).toBe(false);
    expect(keyFits('uploads/u7/x/abc.vrm', 7, 'vrm')).toBe(false);
  });
});
