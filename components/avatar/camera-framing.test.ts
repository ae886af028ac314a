import { CameraShot } from '@/lib/bridge/engine-commands';
import { avatarLookFrom } from '@/lib/avatar/look';
import { createProceduralRig } from '@/lib/avatar/procedural/procedural-rig';
import type { AvatarMetrics } from '@/lib/avatar/rig';
// The starter catalogue's looks are the test data (a test, not client code).
// eslint-disable-next-line no-restricted-imports
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { frameShot, type Shot } from './camera-framing';

const FOV = 30;
/** The chat stage on a phone (390×844 less the app's header, the chat over its lower half) and on a PC (beside the chat). */
const PHONE = { aspect: 390 / 788, lift: 0.5 };
const PC = { aspect: 940 / 796, lift: 0 };

/** The world band the camera sees in the character's plane. */
function visibleBand(shot: Shot, metrics: AvatarMetrics, aspect: number, lift = 0) {
  const { position, target } = frameShot(shot, metrics, FOV, aspect, lift);
  const distance = Math.hypot(position[2] - target[2], position[1] - target[1]);
  const half = distance * Math.tan((FOV * Math.PI) / 360);
  return { top: target[1] + half, bottom: target[1] - half, halfWidth: half * aspect, height: 2 * half };
}

const ROLES = STARTER_ROLES.map((role) => {
  const rig = createProceduralRig(avatarLookFrom(role.look, role.slug, role.gender), role.slug);
  const metrics = rig.state().metrics;
  rig.dispose();
  return { slug: role.slug, metrics };
});
const metricsOf = (slug: string) => ROLES.find((r) => r.slug === slug)!.metrics;

describe('the avatar metrics the camera frames by', () => {
  it('measure the real top of the head: hats, horns and buns stand above the skull', () => {
    for (const slug of ['bartholomew-quill', 'bramble-hollowell', 'mordecai-fennick', 'yusuf-adeyemi', 'malgrath-final-boss', 'index-ai-librarian']) {
      const m = metricsOf(slug);
      expect({ slug, above: m.headTopY > m.height + 0.01 }).toEqual({ slug, above: true });
    }
    // A wizard's hat stands far above the head.
    const wizard = metricsOf('bartholomew-quill');
    expect(wizard.headTopY - wizard.height).toBeGreaterThan(0.15);
  });

  it('know where the relaxed hands hang and how wide the figure is across them', () => {
    for (const { slug, metrics: m } of ROLES) {
      expect({ slug, below: m.handY! < m.chestY - 0.3 * (m.height / 1.6) }).toEqual({ slug, below: true });
      expect({ slug, above: m.handY! > 0.25 * m.height }).toEqual({ slug, above: true });
      expect({ slug, narrow: m.halfWidth! < 0.45 * m.height }).toEqual({ slug, narrow: true });
    }
  });
});

describe('frameShot', () => {
  it.each([
    ['phone', PHONE],
    ['PC', PC],
  ])('frames every starter character on a %s from the top of its headwear to below its hands, both hands inside', (_, view) => {
    for (const { slug, metrics: m } of ROLES) {
      const band = visibleBand(CameraShot.Normal, m, view.aspect, view.lift);
      const margin = 0.03 * band.height;
      const check = {
        slug,
        headInside: band.top - m.headTopY > margin,
        handsInside: m.handY! - band.bottom > margin,
        armsInside: band.halfWidth - m.halfWidth! > margin * 0.5,
        // The upper body, not the whole figure: the feet are out of the frame (on a PC the knees too).
        // A figure much wider than its arms (a gremlin's ears) steps back to keep all of it in.
        upperBody: m.halfWidth! > 0.25 * m.height || band.bottom > (view.lift > 0 ? 0.06 : 0.25) * m.height,
      };
      expect(check).toEqual({ slug, headInside: true, handsInside: true, armsInside: true, upperBody: true });
    }
  });

  it('shows the face large enough to read on a phone, in the free part above the chat', () => {
    for (const { slug, metrics: m } of ROLES) {
      const band = visibleBand(CameraShot.Normal, m, PHONE.aspect, PHONE.lift);
      // The eyes-to-crown span as a share of the screen's height, and where the eyes sit (0 top … 1 bottom).
      const share = (m.height - m.eyeY) / band.height;
      const eyes = (band.top - m.eyeY) / band.height;
      expect({ slug, readable: share >= 0.1, eyesFree: eyes < 1 - PHONE.lift - 0.08 }).toEqual({ slug, readable: true, eyesFree: true });
      // On a PC the face is bigger still.
      const pc = visibleBand(CameraShot.Normal, m, PC.aspect, PC.lift);
      expect({ slug, pc: (m.height - m.eyeY) / pc.height >= 0.13 }).toEqual({ slug, pc: true });
    }
  });

  it('comes close for the Specific shot (a touch): the face with its headwear fills the frame', () => {
    for (const slug of ['kestrel-tan', 'bartholomew-quill', 'mo-gremlin', 'thrain-ironbrow']) {
      const m = metricsOf(slug);
      for (const view of [PHONE, PC]) {
        const close = visibleBand(CameraShot.Specific, m, view.aspect, view.lift);
        const normal = visibleBand(CameraShot.Normal, m, view.aspect, view.lift);
        // Closer than the chat's shot (a gremlin's head is half of it, so only a little), the face large;
        // a phone's narrow screen must still fit the hair across.
        expect(close.height).toBeLessThan(normal.height * 0.9);
        expect((m.height - m.eyeY) / close.height).toBeGreaterThan(view.lift > 0 ? 0.15 : 0.22);
        expect(close.halfWidth).toBeGreaterThan(m.height - m.eyeY);
        expect(close.top).toBeGreaterThan(m.headTopY);
        // On a PC it ends at the chest (on a phone the part under the chat reaches lower).
        if (view.lift === 0) expect(close.bottom).toBeGreaterThan(m.chestY - 0.2 * (m.height / 1.6));
        // The eyes stay above the chat.
        expect((close.top - m.eyeY) / close.height).toBeLessThan(1 - view.lift);
      }
    }
  });

  it('shows the whole figure, feet included, for a performance', () => {
    for (const { metrics: m } of ROLES) {
      const band = visibleBand('full', m, PHONE.aspect);
      expect(band.bottom).toBeLessThan(0);
      expect(band.top).toBeGreaterThan(m.headTopY);
    }
  });

  it('frames a small character as closely as a tall one', () => {
    const near = frameShot(CameraShot.Normal, metricsOf('mo-gremlin'), FOV, 1).position[2];
    const far = frameShot(CameraShot.Normal, metricsOf('elias-morrow'), FOV, 1).position[2];
    expect(near / far).toBeLessThan(0.7);
  });

  it('keeps a model that reports no hands or width (a VRM) framed from its proportions', () => {
    const vrm: AvatarMetrics = { height: 1.6, eyeY: 1.45, headTopY: 1.62, chestY: 1.2 };
    const band = visibleBand(CameraShot.Normal, vrm, PHONE.aspect, PHONE.lift);
    expect(band.top).toBeGreaterThan(vrm.headTopY);
    expect(band.bottom).toBeLessThan(vrm.chestY - 0.5);
    expect(band.halfWidth).toBeGreaterThan(0.26);
  });
});
