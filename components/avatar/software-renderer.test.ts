import { RENDER_PROFILES } from './graphics-settings';
import { isSoftwareRenderer, profileForRenderer } from './software-renderer';
import { RenderLevel } from '@/lib/bridge/engine-commands';

describe('the software renderer', () => {
  it('is told from the renderer names of CPU WebGL, not from GPUs', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRenderer('Apple GPU')).toBe(false);
    expect(isSoftwareRenderer('Mali-G78')).toBe(false);
  });

  it('draws one pixel per CSS pixel without multisampling on the CPU, and keeps the profile on a GPU', () => {
    const medium = RENDER_PROFILES[RenderLevel.medium]!;
    expect(profileForRenderer(medium, false)).toBe(medium);
    const cpu = profileForRenderer(medium, true);
    expect(cpu).toEqual({ ...medium, antialias: false, dpr: [1, 1] });
    expect(profileForRenderer(RENDER_PROFILES[RenderLevel.low]!, true).dpr).toEqual([0.75, 1]);
    expect(profileForRenderer(RENDER_PROFILES[RenderLevel.high]!, true)).toMatchObject({ antialias: false, shadows: true, dpr: [1, 1] });
  });
});
