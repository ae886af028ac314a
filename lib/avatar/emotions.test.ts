import { EMOTIONS } from '@/lib/contracts/chat-codes';
import { EMOTION_EXPRESSIONS, expressionOfCode, GESTURES, weightsOf } from './emotions';
import { FaceState, GAZE_CUE_HOLD_S } from './face-state';
import { BASE_EXPRESSIONS } from './rig';

describe('the emotion table', () => {
  it('has a face and a gesture for each of the 28 emotion codes', () => {
    expect(EMOTIONS).toHaveLength(28);
    for (const emotion of EMOTIONS) {
      const spec = EMOTION_EXPRESSIONS[emotion];
      expect(spec).toBeDefined();
      expect(GESTURES).toContain(spec.gesture);
      expect(spec.fadeIn).toBeGreaterThan(0);
      expect(spec.fadeOut).toBeGreaterThan(0);
      for (const [name, w] of Object.entries(spec.weights)) {
        expect(BASE_EXPRESSIONS).toContain(name);
        expect(w).toBeGreaterThan(0);
        expect(w).toBeLessThanOrEqual(1);
      }
    }
    expect(Object.keys(EMOTION_EXPRESSIONS).sort()).toEqual([...EMOTIONS].sort());
  });

  it('shows every emotion except neutral on the face, and tells the strong ones apart', () => {
    const faces = new Set<string>();
    for (let code = 1; code <= 28; code++) {
      const weights = weightsOf(code, 1);
      const total = Object.values(weights).reduce((a, b) => a + b, 0);
      if (EMOTIONS[code - 1] === 'neutral') expect(total).toBe(0);
      else expect(total).toBeGreaterThan(0.3);
      faces.add(JSON.stringify(weights));
    }
    expect(faces.size).toBeGreaterThanOrEqual(24);
    expect(weightsOf(1, 1).happy).toBe(1);
    expect(weightsOf(21, 1).angry).toBe(1);
    expect(weightsOf(18, 0.5).sad).toBeCloseTo(0.45);
    expect(expressionOfCode(99)).toBe(EMOTION_EXPRESSIONS.neutral);
  });
});

describe('the face time line', () => {
  it('eases an emotion in, holds it, and returns to neutral by itself', () => {
    const face = new FaceState(() => 0.5);
    face.setExpression(17, 1); // surprise: in 0.12 s, hold 1.6 s, out 1 s
    face.update(0.06);
    const rising = face.update(0.0).weights.surprised;
    expect(rising).toBeGreaterThan(0);
    expect(rising).toBeLessThan(1);
    for (let t = 0; t < 0.5; t += 0.05) face.update(0.05);
    expect(face.update(0).weights.surprised).toBeCloseTo(1);
    expect(face.holdRemaining).toBeGreaterThan(0.5);
    for (let t = 0; t < 3; t += 0.05) face.update(0.05);
    expect(face.update(0).weights.surprised).toBe(0);
    expect(face.emotion).toBe(6);
  });

  it('blinks on its own every few seconds', () => {
    const face = new FaceState(() => 0.3);
    let closed = 0;
    for (let t = 0; t < 20; t += 1 / 60) if (face.update(1 / 60).blink > 0.9) closed++;
    expect(closed).toBeGreaterThan(3);
  });

  it("follows a reply's gaze cue: down for a few seconds, with no idle glance, then back; null returns at once", () => {
    const face = new FaceState(() => 0.9);
    face.setGaze('down');
    for (let t = 0; t < 1; t += 1 / 60) face.update(1 / 60);
    const down = face.update(0).gaze;
    expect(down.pitch).toBeLessThan(-0.2);
    expect(Math.abs(down.yaw)).toBeLessThan(0.02);
    for (let t = 0; t < GAZE_CUE_HOLD_S + 1; t += 1 / 60) face.update(1 / 60);
    expect(face.update(0).gaze.pitch).toBeGreaterThan(-0.1);
    face.setGaze('away');
    for (let t = 0; t < 1; t += 1 / 60) face.update(1 / 60);
    expect(face.update(0).gaze.yaw).toBeGreaterThan(0.25);
    face.setGaze(null);
    for (let t = 0; t < 0.5; t += 1 / 60) face.update(1 / 60);
    expect(Math.abs(face.update(0).gaze.yaw)).toBeLessThan(0.05);
  });
});
