'use client';

import { use } from 'react';
import { EquirectangularReflectionMapping, SRGBColorSpace, TextureLoader, type Texture } from 'three';

const textures = new Map<string, Promise<Texture>>();

/** The space's image, fetched and decoded once (the stage asks for it before the scene shows it). */
export function loadSkybox(url: string): Promise<Texture> {
  let texture = textures.get(url);
  if (!texture) {
    texture = new TextureLoader().loadAsync(url).then((t) => {
      t.mapping = EquirectangularReflectionMapping;
      t.colorSpace = SRGBColorSpace;
      return t;
    });
    // A failed load is tried again the next time it is asked for.
    texture.catch(() => textures.delete(url));
    textures.set(url, texture);
  }
  return texture;
}

/** The role's space as an equirectangular image around the scene. */
export function SkyboxImage({ url }: { url: string }) {
  const texture = use(loadSkybox(url));
  return <primitive attach="background" object={texture} />;
}
