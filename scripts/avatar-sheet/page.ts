/**
 * The avatar sheet's page (bundled by scripts/avatar-sheet.ts): draws one character with the chat stage's
 * camera framing, lights and sky colours, after its greeting, in its idle.
 */
import { AmbientLight, Color, DirectionalLight, HemisphereLight, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { CameraShot } from '@/lib/bridge/engine-commands';
import { avatarLookFrom } from '@/lib/avatar/look';
import { createProceduralRig } from '@/lib/avatar/procedural/procedural-rig';
import { frameShot } from '@/components/avatar/camera-framing';
import { skyPalette } from '@/components/avatar/sky-palette';

interface Request {
  look: unknown;
  slug: string;
  gender: 'female' | 'male' | 'non';
  backdrop: string | null;
  lift: number;
  shot: 'normal' | 'full';
}

const renderer = new WebGLRenderer({ antialias: true });
renderer.setPixelRatio(1);
renderer.setSize(innerWidth, innerHeight);
document.body.appendChild(renderer.domElement);

function draw(request: Request): { triangles: number; drawCalls: number } {
  const scene = new Scene();
  scene.background = new Color(skyPalette(request.slug, request.backdrop).middle);
  scene.add(new HemisphereLight('#fff6fb', '#b7a6c9', 0.9), new AmbientLight('#ffffff', 0.35));
  const key = new DirectionalLight('#fff4ea', 2.1);
  key.position.set(1.6, 3.2, 2.4);
  const fill = new DirectionalLight('#e6e9ff', 0.6);
  fill.position.set(-2.2, 1.8, 1.2);
  const rim = new DirectionalLight('#ffd6f2', 1.1);
  rim.position.set(0, 2.4, -2.6);
  scene.add(key, fill, rim);
  const rig = createProceduralRig(avatarLookFrom(request.look, request.slug, request.gender), request.slug);
  scene.add(rig.object3D);
  // The greeting is over: a second and a half into the idle.
  rig.playMotion('idle', { fadeSeconds: 0 });
  for (let i = 0; i < 45; i++) rig.update(1 / 30);
  const camera = new PerspectiveCamera(30, innerWidth / innerHeight, 0.05, 200);
  const frame = frameShot(request.shot === 'full' ? 'full' : CameraShot.Normal, rig.state().metrics, 30, innerWidth / innerHeight, request.lift);
  camera.position.set(...frame.position);
  camera.lookAt(...frame.target);
  renderer.render(scene, camera);
  const figures = { triangles: rig.triangleCount(), drawCalls: rig.drawCalls() };
  rig.dispose();
  return figures;
}

(window as unknown as { drawCharacter: typeof draw }).drawCharacter = draw;
document.title = 'ready';
