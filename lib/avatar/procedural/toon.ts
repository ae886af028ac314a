import {
  BackSide,
  Color,
  DataTexture,
  DoubleSide,
  FrontSide,
  Mesh,
  MeshBasicMaterial,
  MeshToonMaterial,
  NearestFilter,
  RedFormat,
  SkinnedMesh,
  type BufferGeometry,
  type Material,
} from 'three';

/**
 * Cel shading: a toon material whose light ramp is a tiny texture made in code (three bands: shadow,
 * mid, lit), and an ink outline drawn as an inverted hull (the back faces of the same mesh pushed out
 * along their normals).
 */

const ramps = new Map<string, DataTexture>();

/** A light ramp of bands (0–255 each); shared between materials. */
export function toonRamp(bands: readonly number[] = [150, 150, 214, 255]): DataTexture {
  const key = bands.join(',');
  const known = ramps.get(key);
  if (known) return known;
  const ramp = new DataTexture(new Uint8Array(bands), bands.length, 1, RedFormat);
  ramp.minFilter = NearestFilter;
  ramp.magFilter = NearestFilter;
  ramp.generateMipmaps = false;
  ramp.needsUpdate = true;
  ramps.set(key, ramp);
  return ramp;
}

/** Skin keeps a bright, soft shadow band: anime faces are lit flat. */
export const SKIN_RAMP = [196, 196, 236, 255] as const;

export interface ToonOptions {
  /** Self-light that lifts the shadow band (skin and faces want more). */
  glow?: number;
  ramp?: readonly number[];
  doubleSide?: boolean;
  transparent?: boolean;
  opacity?: number;
}

export function toonMaterial(colour: string, options: ToonOptions = {}): MeshToonMaterial {
  const color = new Color(colour);
  const material = new MeshToonMaterial({
    color,
    gradientMap: toonRamp(options.ramp),
    emissive: color.clone().multiplyScalar(options.glow ?? 0.12),
    side: options.doubleSide ? DoubleSide : FrontSide,
    transparent: options.transparent ?? false,
    opacity: options.opacity ?? 1,
  });
  return material;
}

/**
 * A toon material whose colour comes from the vertices (the `color` attribute, linear RGB), so pieces of
 * many colours join into one mesh and one draw call; the self-light follows the vertex colour too.
 */
export function paintedToonMaterial(options: ToonOptions = {}): MeshToonMaterial {
  const glow = options.glow ?? 0.12;
  const material = new MeshToonMaterial({
    color: new Color(1, 1, 1),
    vertexColors: true,
    gradientMap: toonRamp(options.ramp),
    emissive: new Color(glow, glow, glow),
    side: options.doubleSide ? DoubleSide : FrontSide,
  });
  material.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace('#include <color_fragment>', '#include <color_fragment>\ntotalEmissiveRadiance *= vColor.rgb;');
  };
  material.customProgramCacheKey = () => 'koko-painted-toon';
  return material;
}

/** Unlit flat colour: eyes, mouth, brows and other drawn-on features. */
export function flatMaterial(colour: string, options: { transparent?: boolean; opacity?: number; doubleSide?: boolean } = {}) {
  return new MeshBasicMaterial({
    color: new Color(colour),
    transparent: options.transparent ?? false,
    opacity: options.opacity ?? 1,
    side: options.doubleSide ? DoubleSide : FrontSide,
    depthWrite: !(options.transparent ?? false),
  });
}

/** Unlit colour from the vertices: drawn-on lines and glowing details of many colours in one mesh. */
export function paintedFlatMaterial(): MeshBasicMaterial {
  return new MeshBasicMaterial({ color: new Color(1, 1, 1), vertexColors: true });
}

/**
 * The ink of the inverted hull: back faces only, pushed out along the normal by `width` metres. The width
 * is a uniform, so every outline of a character shares one shader program (one compile, not one per width:
 * on a software renderer each compile costs the first frame tens of milliseconds).
 */
export function outlineMaterial(colour: string, width: number): MeshBasicMaterial {
  const material = new MeshBasicMaterial({ color: new Color(colour), side: BackSide });
  const outlineWidth = { value: width };
  material.onBeforeCompile = (shader) => {
    shader.uniforms.outlineWidth = outlineWidth;
    shader.vertexShader = `uniform float outlineWidth;\n${shader.vertexShader.replace('#include <begin_vertex>', '#include <begin_vertex>\ntransformed += normalize(normal) * outlineWidth;')}`;
  };
  material.customProgramCacheKey = () => 'koko-outline';
  return material;
}

/** Adds an outline hull that shares the mesh's geometry (and skeleton, when skinned). */
export function withOutline<T extends Mesh>(mesh: T, material: Material, hullGeometry?: BufferGeometry): T {
  const geometry = hullGeometry ?? (mesh.geometry as BufferGeometry);
  let hull: Mesh;
  if (mesh instanceof SkinnedMesh) {
    const skinned = new SkinnedMesh(geometry, material);
    skinned.bind(mesh.skeleton, mesh.bindMatrix);
    hull = skinned;
  } else {
    hull = new Mesh(geometry, material);
  }
  hull.name = `${mesh.name}-outline`;
  hull.frustumCulled = false;
  hull.userData = { ...mesh.userData, outline: true };
  hull.raycast = () => {};
  mesh.add(hull);
  return mesh;
}
