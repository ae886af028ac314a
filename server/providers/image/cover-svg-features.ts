/**
 * What makes a face somebody's in particular, drawn in the 720x960 character frame: the face outline by
 * jaw and shape, the nose, the lines of age, facial hair, and the ears of its species.
 */
import type { FaceLook, SpeciesLook } from '@/lib/look/look-model';
import { mix } from '@/lib/colour';
import type { CharacterPalette } from './cover-palette';
import { ellipseD, fillOpacity, mirrored, path, stroke } from './cover-svg-kit';

export type FaceOutline = 'soft' | 'defined' | 'strong' | 'round' | 'long' | 'gremlin' | 'robot';

const OUTLINES: Record<FaceOutline, string> = {
  soft:
    'M252 300C250 360 252 420 260 455C272 505 312 545 350 562Q360 567 370 562' +
    'C408 545 448 505 460 455C468 420 470 360 468 300C462 200 258 200 252 300Z',
  defined:
    'M250 300C248 370 252 430 262 468C274 512 314 550 346 563Q360 567 374 563' +
    'C406 550 446 512 458 468C468 430 472 370 470 300C462 200 258 200 250 300Z',
  strong:
    'M246 300C244 372 248 436 258 478C268 518 304 554 332 566L388 566' +
    'C416 554 452 518 462 478C472 436 476 372 474 300C466 200 254 200 246 300Z',
  round:
    'M244 300C238 380 248 450 270 492C292 530 328 556 360 558C392 556 428 530 450 492' +
    'C472 450 482 380 476 300C466 196 254 196 244 300Z',
  long:
    'M254 300C252 370 254 436 262 472C274 526 314 566 350 582Q360 586 370 582' +
    'C406 566 446 526 458 472C466 436 468 370 466 300C460 200 260 200 254 300Z',
  gremlin: 'M222 330C214 430 262 530 360 544C458 530 506 430 498 330C488 214 232 214 222 330Z',
  robot: 'M262 232L458 232Q480 232 480 256L480 470Q480 530 424 556L296 556Q240 530 240 470L240 256Q240 232 262 232Z',
};

export function faceOutlineOf(face: FaceLook, species: SpeciesLook): FaceOutline {
  if (species.head === 'gremlin') return 'gremlin';
  if (species.head === 'robot') return 'robot';
  if (face.jaw === 'strong') return 'strong';
  if (face.shape === 'round') return 'round';
  if (face.shape === 'long') return 'long';
  return face.jaw === 'defined' || face.shape === 'square' ? 'defined' : 'soft';
}

export const faceOutlineD = (outline: FaceOutline) => OUTLINES[outline];

/** The skull under cropped, receding or no hair, so the forehead runs up into the crown. */
export function drawScalp(p: CharacterPalette, bald: boolean): string {
  return (
    path('M244 420C228 250 290 184 360 184C430 184 492 250 476 420Z', 'url(#skin-grad)') +
    (bald ? path('M282 238Q310 200 352 194', 'none', stroke('#ffffff', 9, 0.35)) : '')
  );
}

const NOSES: Record<FaceLook['nose'], string> = {
  small: 'M363 482Q368 493 359 497',
  straight: 'M364 446Q370 480 370 490Q366 498 356 496',
  broad: 'M362 452Q368 480 372 488Q378 498 366 500Q360 503 352 500Q342 498 348 488',
  long: 'M362 438Q372 482 374 496Q368 504 356 500',
};

export function drawNose(p: CharacterPalette, nose: FaceLook['nose']): string {
  return path(NOSES[nose], 'none', stroke(p.skinDeep, 2.6, 0.65));
}

/** Lines of age: 1 under the eyes and at their corners, 2 adds cheek folds and the brow, 3 the mouth and chin. */
export function drawWrinkles(p: CharacterPalette, level: FaceLook['wrinkles']): string {
  if (level === 0) return '';
  const ink = mix(p.skinDeep, '#5a2a2a', 0.3);
  let side = 'M266 424L248 418M266 436L246 438M270 448L254 458' + 'M282 476Q306 488 334 476';
  if (level >= 2) side += 'M338 488Q318 516 330 544' + 'M292 496Q300 506 312 508';
  if (level >= 3) side += 'M336 540Q342 552 338 562' + 'M268 500Q276 530 298 548' + 'M290 462Q306 470 326 464';
  const brow = level >= 2 ? path('M306 300Q360 290 414 300M314 318Q360 308 406 318', 'none', stroke(ink, 2.4, 0.4)) : '';
  const sideArt = path(side, 'none', stroke(ink, level >= 3 ? 2.8 : 2.4, level >= 3 ? 0.55 : 0.45));
  return brow + sideArt + mirrored(sideArt);
}

const MOUTH_GAP = ellipseD(360, 522, 24, 11);
const MOUSTACHE = 'M360 504C346 496 322 498 306 520C320 516 334 517 344 519C352 520 358 516 360 512Z';
const JAW_BEARD =
  'M252 420C250 500 286 570 334 592Q360 602 386 592C434 570 470 500 468 420' +
  'C456 470 434 500 412 506C396 500 380 498 360 502C340 498 324 500 308 506C286 500 264 470 252 420Z';
const FULL_BEARD =
  'M244 396C234 500 250 614 298 684Q316 706 334 700Q348 722 360 708Q374 724 388 700Q406 706 422 684' +
  'C470 614 486 500 476 396C464 462 438 500 412 506C396 500 380 498 360 502C340 498 324 500 308 506C282 500 256 462 244 396Z';
const STUBBLE =
  'M258 440C262 500 300 548 346 564Q360 568 374 564C420 548 458 500 462 440' +
  'C450 472 432 500 412 508C392 500 378 496 360 498C342 496 328 500 308 508C288 500 270 472 258 440Z';

function moustache(p: CharacterPalette): string {
  const half = path(MOUSTACHE, p.beard) + path('M356 512C344 510 328 512 312 518', 'none', stroke(p.beardShade, 2, 0.6));
  return half + mirrored(half);
}

/** Beard strands: curved strokes that follow the growth down from the cheeks to the chin. */
function strands(p: CharacterPalette, bottom: number): string {
  const xs = [280, 304, 328, 352, 376, 400, 424, 448];
  const d = xs.map((x) => `M${x} ${x < 360 ? 520 : 520}Q${x + (360 - x) * 0.15} ${(520 + bottom) / 2} ${360 + (x - 360) * 0.6} ${bottom - 30}`).join('');
  return path(d, 'none', stroke(p.beardShade, 2.4, 0.45)) + path('M272 470Q270 540 310 600', 'none', stroke(p.beardLight, 5, 0.45));
}

export function drawFacialHair(p: CharacterPalette, kind: FaceLook['facialHair']): string {
  switch (kind) {
    case 'none':
      return '';
    case 'stubble':
      return path(STUBBLE, p.beard, fillOpacity(0.22));
    case 'moustache':
      return moustache(p);
    case 'goatee':
      return path('M338 542Q360 534 382 542L378 572Q360 584 342 572Z', p.beard) + moustache(p);
    case 'beard':
      return path(JAW_BEARD + MOUTH_GAP, p.beard, ' fill-rule="evenodd"') + strands(p, 600) + moustache(p);
    case 'full-beard':
      return path(FULL_BEARD + MOUTH_GAP, p.beard, ' fill-rule="evenodd"') + strands(p, 700) + moustache(p);
  }
}

const EAR_SHAPES: Record<'human' | 'pointed' | 'long-pointed' | 'gremlin', string> = {
  human: 'M258 392C236 380 226 414 236 438C242 454 254 462 262 456Z',
  pointed: 'M258 392C236 384 204 352 186 330C196 372 220 420 236 444C244 458 254 462 262 456Z',
  'long-pointed': 'M258 392C232 380 186 330 150 296C168 356 210 424 236 446C244 458 254 462 262 456Z',
  gremlin: 'M254 384C204 330 124 300 64 306C104 344 156 424 246 468Z',
};

/** Ears of the species; fox ears and no ears are drawn elsewhere or not at all. */
export function drawEars(p: CharacterPalette, ears: SpeciesLook['ears']): string {
  if (ears === 'none' || ears === 'fox') return '';
  const inner =
    ears === 'gremlin'
      ? path('M236 392C198 356 140 332 100 330C136 362 176 414 236 448Z', mix(p.skin, '#ff8fa0', 0.45))
      : path('M254 404C244 400 240 418 246 432', 'none', stroke(p.skinDeep, 2.5, 0.5));
  const ear = path(EAR_SHAPES[ears], p.skin) + inner;
  return ear + mirrored(ear);
}
