import type { BodyPartName } from '@/lib/contracts/chat';

/** How a touch on each body part is named in words. */
export const BODY_PART_WORDS: Readonly<Record<BodyPartName, string>> = {
  head: 'head',
  chest: 'chest',
  hips_f: 'hips',
  hips_b: 'backside',
  arm_l: 'left arm',
  arm_r: 'right arm',
  leg_l: 'left leg',
  leg_r: 'right leg',
};
