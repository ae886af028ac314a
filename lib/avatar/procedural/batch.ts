import { BufferGeometry, Float32BufferAttribute, Matrix4, Mesh, SkinnedMesh, type Material, type Skeleton } from 'three';
import { merge, rgb } from './shapes';
import { withOutline } from './toon';

/**
 * Pieces of a character collected by material and joined into one mesh per material (and one outline
 * hull per mesh): a few draw calls for the whole character instead of one or two per piece. A piece given
 * a colour is painted into the `color` attribute, so every colour of a vertex-coloured material shares
 * one mesh; pieces without an outline go last, and the hull draws only the outlined range.
 */

interface Entry {
  name: string;
  geometry: BufferGeometry;
  outlined: boolean;
}

interface Bucket {
  material: Material;
  outline: Material | null;
  entries: Entry[];
}

function paint(geometry: BufferGeometry, colour: string): void {
  const [r, g, b] = rgb(colour);
  const count = geometry.getAttribute('position').count;
  const array = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) array.set([r, g, b], i * 3);
  geometry.setAttribute('color', new Float32BufferAttribute(array, 3));
}

/** A geometry sharing another's attributes and index that draws only its first `count` indices. */
export function rangeOf(geometry: BufferGeometry, count: number): BufferGeometry {
  const range = new BufferGeometry();
  for (const [name, attribute] of Object.entries(geometry.attributes)) range.setAttribute(name, attribute);
  range.setIndex(geometry.getIndex());
  range.setDrawRange(0, count);
  return range;
}

export class MeshBatch {
  private readonly buckets = new Map<string, Bucket>();
  /** Names of every piece added, for tests and tools (the joined meshes no longer carry them). */
  readonly names = new Set<string>();

  /**
   * Adds a piece; `colour` (sRGB hex) paints it for a vertex-coloured material. A piece with no outline
   * joins the mesh of its material if one has an outline (drawn outside the hull's range).
   */
  add(name: string, geometry: BufferGeometry, material: Material, outline: Material | null = null, colour?: string): void {
    if (colour) paint(geometry, colour);
    const attributes = Object.keys(geometry.attributes).sort().join(',');
    const key = `${material.uuid}|${attributes}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { material, outline, entries: [] };
      this.buckets.set(key, bucket);
    }
    if (outline && bucket.outline && outline !== bucket.outline) {
      // A second ink for the same material: a bucket of its own.
      const inked = `${key}|${outline.uuid}`;
      bucket = this.buckets.get(inked) ?? { material, outline, entries: [] };
      this.buckets.set(inked, bucket);
    }
    bucket.outline ??= outline;
    bucket.entries.push({ name, geometry, outlined: outline !== null });
    this.names.add(name);
  }

  /**
   * One mesh per material (skinned to `skeleton` when given), with the joined geometries; the piece
   * geometries are disposed of, the joined ones returned for the caller to track.
   */
  build(skeleton?: Skeleton): { meshes: Mesh[]; geometries: BufferGeometry[] } {
    const meshes: Mesh[] = [];
    const geometries: BufferGeometry[] = [];
    for (const bucket of this.buckets.values()) {
      const entries = [...bucket.entries.filter((e) => e.outlined), ...bucket.entries.filter((e) => !e.outlined)];
      const parts = entries.map((e) => e.geometry);
      const geometry = parts.length === 1 ? parts[0]! : merge(parts);
      if (parts.length > 1) parts.forEach((g) => g.dispose());
      const names = entries.map((e) => e.name);
      let mesh: Mesh;
      if (skeleton) {
        const skinned = new SkinnedMesh(geometry, bucket.material);
        skinned.bind(skeleton, new Matrix4());
        skinned.frustumCulled = false;
        mesh = skinned;
      } else mesh = new Mesh(geometry, bucket.material);
      mesh.name = names.length === 1 ? names[0]! : `${names[0]}+${names.length - 1}`;
      mesh.userData.pieces = names;
      const outlined = entries.filter((e) => e.outlined);
      if (bucket.outline && outlined.length) {
        if (outlined.length === entries.length) withOutline(mesh, bucket.outline);
        else {
          // The hull shares the attributes and draws only the outlined pieces (the first indices).
          const count = outlined.reduce((n, e) => n + (e.geometry.getIndex()?.count ?? e.geometry.getAttribute('position').count), 0);
          const hullGeometry = rangeOf(geometry, count);
          withOutline(mesh, bucket.outline, hullGeometry);
          geometries.push(hullGeometry);
        }
      }
      meshes.push(mesh);
      geometries.push(geometry);
    }
    this.buckets.clear();
    return { meshes, geometries };
  }
}
