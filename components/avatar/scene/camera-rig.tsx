'use client';

import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';
import { PerspectiveCamera, Vector3 } from 'three';
import type { AvatarMetrics } from '@/lib/avatar/rig';
import { MotionType } from '@/lib/contracts/chat-codes';
import { frameShot } from '../camera-framing';
import { useSceneStore } from '../scene-store';

const DEFAULT_METRICS: AvatarMetrics = { height: 1.6, eyeY: 1.45, headTopY: 1.62, chestY: 1.2 };
/** How quickly the camera settles on a new shot (per second, exponential). */
const CAMERA_DAMPING = 3.2;

/** Moves the camera smoothly to the current shot around the character. */
export function CameraRig({ metrics, lift }: { metrics: AvatarMetrics | null; lift: number }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const target = useRef(new Vector3(0, 1.3, 0));
  const goal = useRef(new Vector3());
  const goalTarget = useRef(new Vector3());
  const placed = useRef(false);
  useFrame((_, delta) => {
    const { shot, motion } = useSceneStore.getState();
    // A performance or a walk is seen whole; everything else in the chat's shot.
    const whole = motion !== null && (motion.value === MotionType.perform || motion.value === MotionType.walk);
    const frame = frameShot(whole ? 'full' : shot, metrics ?? DEFAULT_METRICS, camera.fov, size.width / Math.max(size.height, 1), lift);
    goal.current.set(...frame.position);
    goalTarget.current.set(...frame.target);
    if (!placed.current) {
      camera.position.copy(goal.current);
      target.current.copy(goalTarget.current);
      placed.current = true;
    }
    const k = 1 - Math.exp(-CAMERA_DAMPING * Math.min(delta, 0.1));
    camera.position.lerp(goal.current, k);
    target.current.lerp(goalTarget.current, k);
    camera.lookAt(target.current);
  });
  return null;
}
