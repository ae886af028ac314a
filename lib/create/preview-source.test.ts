import { AssetStatus, TaskState } from '@/lib/contracts/property';
import { assetChip, previewSource } from './preview-source';

describe('the preview source', () => {
  it('reads each kind’s file from the resource', () => {
    expect(previewSource('image', { cardUrl: '/media/c.webp' })).toBe('/media/c.webp');
    expect(previewSource('panorama', { cardUrl: '/media/p.webp' })).toBe('/media/p.webp');
    expect(previewSource('audio', { audioUrl: ['/media/v.mp3'] })).toBe('/media/v.mp3');
    expect(previewSource('audio', { bgmUrl: '/media/b.mp3' })).toBe('/media/b.mp3');
    expect(previewSource('model', { modelUrl: '/media/a.vrm' })).toBe('/media/a.vrm');
    expect(previewSource('model', { avatar_model: { hair: 'long' } })).toBe('look');
    // The embedded generator's asset: the character look, its seed, and avatar_model naming the kind.
    expect(previewSource('model', { look: { hairStyle: 'bald' }, lookSeed: '7', avatar_model: 'procedural' })).toBe('look');
    expect(previewSource('motion', { modelUrl: '/media/m.vrma' })).toBe('/media/m.vrma');
  });

  it('is null when the file is missing (the page asks to regenerate)', () => {
    expect(previewSource('image', {})).toBeNull();
    expect(previewSource('panorama', { cardUrl: '' })).toBeNull();
    expect(previewSource('audio', { audioUrl: [] })).toBeNull();
    expect(previewSource('model', {})).toBeNull();
  });
});

describe('the asset chip', () => {
  const task = { state: TaskState.Doing, progress: 40, error: null, cancelled: false };
  it('shows a running task’s progress, and a queued one as queued', () => {
    expect(assetChip({ status: AssetStatus.Generating, task })).toEqual({ kind: 'generating', percent: 40 });
    expect(assetChip({ status: AssetStatus.Generating, task: { ...task, state: TaskState.Idle } })).toEqual({ kind: 'queued' });
    expect(assetChip({ status: AssetStatus.Generating, task: null })).toEqual({ kind: 'generating', percent: 0 });
  });

  it('says why it failed, or that it was cancelled', () => {
    expect(assetChip({ status: AssetStatus.Generating, task: { ...task, state: TaskState.Fail, error: 'Too busy' } })).toEqual({ kind: 'failed', reason: 'Too busy' });
    expect(assetChip({ status: AssetStatus.Generating, task: { ...task, state: TaskState.Fail, cancelled: true } })).toEqual({ kind: 'cancelled' });
  });

  it('shows the asset status once made; a failed retry of a finished asset keeps it', () => {
    expect(assetChip({ status: AssetStatus.Draft, task: { ...task, state: TaskState.Success } })).toEqual({ kind: 'draft' });
    expect(assetChip({ status: AssetStatus.Published, task: null })).toEqual({ kind: 'published' });
    expect(assetChip({ status: AssetStatus.Approved, task: null })).toEqual({ kind: 'approved' });
    expect(assetChip({ status: AssetStatus.Draft, task: { ...task, state: TaskState.Fail, error: 'x' } })).toEqual({ kind: 'draft' });
  });
});
