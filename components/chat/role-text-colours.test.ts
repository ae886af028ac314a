import fs from 'node:fs';
import path from 'node:path';

/** The action colours RoleText uses, read from the theme, against every surface role text shows on. */
const css = fs.readFileSync(path.join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
const colour = (name: string) => {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`--color-${name} is not in the theme`);
  return value;
};

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the colours of actions', () => {
  it.each([
    ['white bubbles and cards', '#ffffff'],
    ['the brand-50 preview bubble', colour('brand-50')],
    ['the chat panel lavender', '#f3f1fb'],
    ['the page background', '#faf9fd'],
  ])('light: reads at 4.5:1 or more on %s', (_name, surface) => expect(contrast(colour('action'), surface)).toBeGreaterThanOrEqual(4.5));

  it.each([
    ['the ink overlay', colour('ink')],
    ['black card gradients', '#000000'],
    ['the brand bubble', colour('brand-600')],
    ['the brand-700 bubble', colour('brand-700')],
  ])('dark: reads at 4.5:1 or more on %s', (_name, surface) => expect(contrast(colour('action-on-dark'), surface)).toBeGreaterThanOrEqual(4.5));

  it('differs from the speech around it', () => {
    expect(colour('action')).not.toBe(colour('ink'));
    expect(colour('action-on-dark')).not.toBe('#ffffff');
  });
});
