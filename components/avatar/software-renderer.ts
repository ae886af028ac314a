'use client';

import type { RenderProfile } from './graphics-settings';

/** WebGL drawn by the CPU: SwiftShader (Chromium without a GPU), llvmpipe and softpipe (Mesa), WARP (Windows). */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver|warp/i;

export const isSoftwareRenderer = (renderer: string): boolean => SOFTWARE.test(renderer);

/**
 * A render profile for the renderer at hand. On a CPU renderer every pixel and every multisample is paid on
 * the processor the page also runs on: the canvas draws at one pixel per CSS pixel, without multisampling,
 * which halves the first frame's drawing and every frame after it. A GPU keeps the profile as it is.
 */
export function profileForRenderer(profile: RenderProfile, software: boolean): RenderProfile {
  if (!software) return profile;
  return { ...profile, antialias: false, dpr: [Math.min(profile.dpr[0], 1), Math.min(profile.dpr[1], 1)] };
}

let probed: boolean | undefined;

/**
 * Whether this browser draws WebGL on the CPU, asked once per page of a throwaway context (its renderer's
 * name), which is then released. False when the name is hidden or WebGL is missing: the profile stays as chosen.
 */
export function softwareRendering(): boolean {
  if (probed !== undefined) return probed;
  probed = false;
  if (typeof document === 'undefined') return probed;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return probed;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    probed = isSoftwareRenderer(name);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = false;
  }
  return probed;
}
