import { Matrix4, Mesh, SkinnedMesh, type BufferGeometry, type Material, type Skeleton } from 'three';
import { merge } from './shapes';
import { withOutline } from './toon';

/**
 * Pieces of a character collected by material and joined into one mesh per material (and one outline
 * hull per mesh): a few draw calls for the whole character instead of one or two per piece.
 */

interface Bucket {
  material: Material;
  outline: Material | null;
  geometries: BufferGeometry[];
  names: string[];
}

export class MeshBatch {
  private readonly buckets = new Map<string, Bucket>();
  /** Names of every piece added, for tests and tools (the joined meshes no longer carry them). */
  readonly names = new Set<string>();

  add(name: string, geometry: BufferGeometry, material: Material, outline: Material | null = null): void {
    const attributes = Object.keys(geometry.attributes).sort().join(',');
    const key = `${material.uuid}|${outline?.uuid ?? ''}|${attributes}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { material, outline, geometries: [], names: [] };
      this.buckets.set(key, bucket);
    }
    bucket.geometries.push(geometry);
    bucket.names.push(name);
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
      const geometry = bucket.geometries.length === 1 ? bucket.geometries[0]! : merge(bucket.geometries);
      if (bucket.geometries.length > 1) bucket.geometries.forEach((g) => g.dispose());
      let mesh: Mesh;
      if (skeleton) {
        const skinned = new SkinnedMesh(geometry, bucket.material);
        skinned.bind(skeleton, new Matrix4());
        skinned.frustumCulled = false;
        mesh = skinned;
      } else mesh = new Mesh(geometry, bucket.material);
      mesh.name = bucket.names.length === 1 ? bucket.names[0]! : `${bucket.names[0]}+${bucket.names.length - 1}`;
      mesh.userData.pieces = bucket.names;
      if (bucket.outline) withOutline(mesh, bucket.outline);
      meshes.push(mesh);
      geometries.push(geometry);
    }
    this.buckets.clear();
    return { meshes, geometries };
  }
}
