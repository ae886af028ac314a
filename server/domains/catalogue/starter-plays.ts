import type { StarterPlay } from './starter-types';

/** Song and dance performances on a fresh install, all by Dance or Anime roles. */
export const STARTER_PLAYS: StarterPlay[] = [
  {
    slug: 'kirara-starlight-encore',
    roleSlug: 'kirara-hoshimiya',
    playType: 'sing',
    title: 'Starlight Encore',
    topic:
      'An upbeat idol pop song about chasing a dream through sore feet and late-night practice, with a big hand-clap chorus for the fans.',
  },
  {
    slug: 'kirara-heart-hands',
    roleSlug: 'kirara-hoshimiya',
    playType: 'dance',
    title: 'Heart Hands Chorus',
    topic:
      'A bouncy idol routine full of spins, hops and heart-shaped hand poses, ending with a wink to the front row.',
  },
  {
    slug: 'rio-neon-heartbeat',
    roleSlug: 'rio-virtual-idol',
    playType: 'sing',
    title: 'Neon Heartbeat',
    topic:
      'A glittering synth-pop track in which a holographic singer wonders whether a copy made of light can fall in love.',
  },
  {
    slug: 'lucia-midnight-heels',
    roleSlug: 'lucia-moreno',
    playType: 'dance',
    title: 'Midnight Heels',
    topic:
      'A fierce flamenco solo of thundering heel strikes and sweeping arms, building from slow sorrow to a blazing finale.',
  },
  {
    slug: 'zion-gravity-cypher',
    roleSlug: 'zion-bailey',
    playType: 'dance',
    title: 'Gravity Theory Cypher',
    topic:
      'A high-energy street dance set of footwork, freezes and a one-handed spin, performed in an underground car park circle.',
  },
  {
    slug: 'anya-snowfall-variation',
    roleSlug: 'anya-volkova',
    playType: 'dance',
    title: 'Snowfall Variation',
    topic:
      'A delicate, precise ballet solo under falling snow, full of turns on pointe and a final arabesque held in the spotlight.',
  },
  {
    slug: 'mitsuki-overtime-starlight',
    roleSlug: 'mitsuki-hoshina',
    playType: 'sing',
    title: 'Overtime Starlight',
    topic:
      'A sparkly magical transformation anthem sung by a tired office worker who still answers the call when the city needs her.',
  },
  {
    slug: 'kohaku-lantern-dance',
    roleSlug: 'kohaku-fox-spirit',
    playType: 'dance',
    title: 'Lantern Festival Dance',
    topic:
      'A graceful shrine dance with folding fans and floating lanterns, performed under autumn leaves by a playful fox spirit.',
  },
];
