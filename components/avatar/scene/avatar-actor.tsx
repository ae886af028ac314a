'use client';

import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { use, useEffect, useRef } from 'react';
import { Vector3 } from 'three';
import type { AvatarMetrics, AvatarRig, AvatarRigState } from '@/lib/avatar/rig';
import { emotionNameOf, motionNameOf } from '../motion-names';
import { holdRig, rigFor } from '../rig-source';
import { useSceneStore, type SceneAvatar, type SceneState } from '../scene-store';
import { SpeechMouth } from '../speech-mouth';

/** How often the rig's state is written to the stage's data attributes (tests and tools read them). */
const STATUS_INTERVAL_S = 0.2;
/** The character keeps its eyes on the person this long after it last spoke or was touched. */
const ATTENTION_S = 4;

function applyCues(rig: AvatarRig, state: SceneState, prev: Partial<SceneState>, mouth: SpeechMouth, attend: () => void) {
  if (state.emotion && state.emotion !== prev.emotion) {
    rig.setExpression(state.emotion.value);
    attend();
  }
  if (state.gaze && state.gaze !== prev.gaze) {
    // "user" is the person: the character looks at them as it does when it speaks.
    rig.setGaze(state.gaze.value === 'user' ? null : state.gaze.value);
    if (state.gaze.value === 'user') attend();
  }
  if (state.motion && state.motion !== prev.motion) {
    const name = motionNameOf(state.motion.value);
    if (name) rig.playMotion(name, name === 'emotion' && state.emotion ? { emotion: state.emotion.value } : {});
  }
  if (state.speech && state.speech !== prev.speech) {
    mouth.follow(state.speech.value.audio, state.speech.value.visemes);
    attend();
  }
}

/** The rig's state on the stage element, for tests and tools (data-avatar-expression, -viseme, -motion, -kind). */
function publishState(host: HTMLElement, state: AvatarRigState) {
  host.dataset.avatarExpression = emotionNameOf(state.expression.emotion);
  host.dataset.avatarViseme = state.viseme.weight > 0.05 ? state.viseme.name : 'closed';
  host.dataset.avatarMotion = state.motion.type;
  host.dataset.avatarKind = state.kind;
}

/** The role's character on stage: acts out the cues of the scene store, speaks, and reports touches. */
export function AvatarActor({ avatar, castShadow, host, onMetrics }: { avatar: SceneAvatar; castShadow: boolean; host: HTMLElement | null; onMetrics: (m: AvatarMetrics) => void }) {
  const rig = use(rigFor(avatar));
  const camera = useThree((s) => s.camera);
  const mouth = useRef(new SpeechMouth());
  const attention = useRef(0);
  const sinceStatus = useRef(STATUS_INTERVAL_S);
  const drawn = useRef(false);
  const eyes = useRef(new Vector3());

  useEffect(() => {
    rig.object3D.traverse((o) => {
      o.castShadow = castShadow;
    });
  }, [rig, castShadow]);

  useEffect(() => holdRig(avatar, rig), [avatar, rig]);

  useEffect(() => {
    // The frame loop may have drawn before this effect ran (and React may run it twice in development).
    if (drawn.current) useSceneStore.setState({ ready: true });
    onMetrics(rig.state().metrics);
    const attend = () => {
      attention.current = ATTENTION_S;
    };
    const speech = mouth.current;
    // Cues that arrived while the character was loading are acted out now, then every new one.
    applyCues(rig, useSceneStore.getState(), {}, speech, attend);
    if (!useSceneStore.getState().motion) rig.playMotion('appear');
    const off = useSceneStore.subscribe((state, prev) => applyCues(rig, state, prev, speech, attend));
    return () => {
      off();
      speech.stop();
      useSceneStore.setState({ ready: false });
    };
  }, [rig, onMetrics]);

  useFrame((_, delta) => {
    const dt = Math.min(delta, 0.1);
    if (mouth.current.update(rig, dt)) attention.current = ATTENTION_S;
    attention.current = Math.max(0, attention.current - dt);
    rig.lookAt(attention.current > 0 ? eyes.current.copy(camera.position) : null);
    rig.update(dt);

    // Once per actor: it is keyed by its avatar.
    if (!drawn.current) {
      drawn.current = true;
      // The bench reads this mark: navigation start to the character's first frame.
      performance.mark('avatar-first-frame');
      // …and to the end of this frame's task, once it has been drawn and handed to the screen.
      setTimeout(() => performance.mark('avatar-first-frame-drawn'), 0);
      useSceneStore.setState({ ready: true });
    }
    sinceStatus.current += dt;
    if (host && sinceStatus.current >= STATUS_INTERVAL_S) {
      sinceStatus.current = 0;
      publishState(host, rig.state());
    }
  });

  function touch(event: ThreeEvent<MouseEvent>) {
    event.stopPropagation();
    const part = rig.bodyPartOf(event);
    const onTouch = useSceneStore.getState().onTouch;
    if (part !== null && onTouch) {
      attention.current = ATTENTION_S;
      onTouch(part);
    }
  }

  return (
    <primitive
      object={rig.object3D}
      onClick={touch}
      onPointerOver={() => {
        if (useSceneStore.getState().onTouch) document.body.style.cursor = 'pointer';
      }}
      onPointerOut={() => {
        document.body.style.cursor = '';
      }}
    />
  );
}
