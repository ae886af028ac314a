import { editorHref, parseEditorPath, plotEditHref } from './editor-paths';

describe('the editor addresses of a role', () => {
  it('reads the hub, each editor and one plot', () => {
    expect(parseEditorPath(['12'])).toEqual({ view: 'hub', roleId: 12 });
    expect(parseEditorPath(['character', '12'])).toEqual({ view: 'step', step: 'character', roleId: 12 });
    expect(parseEditorPath(['bind-animation', '12'])).toEqual({ view: 'step', step: 'animation', roleId: 12 });
    expect(parseEditorPath(['avatar', '12'])).toEqual({ view: 'step', step: 'avatar', roleId: 12 });
    expect(parseEditorPath(['plotsDeck', '12'])).toEqual({ view: 'plots', roleId: 12 });
    expect(parseEditorPath(['plotEdit', '12', '7'])).toEqual({ view: 'plot', roleId: 12, plotId: 7 });
    expect(parseEditorPath(['plotEdit', '12', 'new'])).toEqual({ view: 'plot', roleId: 12, plotId: 'new' });
  });

  it('has no page for other addresses', () => {
    for (const segments of [[], ['0'], ['abc'], ['create-friend-avatar', '12'], ['character'], ['character', 'x'], ['plotEdit', '12'], ['plotEdit', '12', '0'], ['plotsDeck', '12', '3'], ['12', '13'], ['99999999999']]) {
      expect(parseEditorPath(segments)).toBeNull();
    }
  });

  it('writes the addresses it reads', () => {
    expect(editorHref(12)).toBe('/create/12');
    expect(editorHref(12, 'animation')).toBe('/create/bind-animation/12');
    expect(editorHref(12, 'plots')).toBe('/create/plotsDeck/12');
    expect(plotEditHref(12, 'new')).toBe('/create/plotEdit/12/new');
    for (const href of [editorHref(3), editorHref(3, 'cover'), editorHref(3, 'plots'), plotEditHref(3, 9)]) {
      expect(parseEditorPath(href.split('/').slice(2))).not.toBeNull();
    }
  });
});
