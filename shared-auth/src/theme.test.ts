/**
 * The shared theme's text colours read at WCAG AA (4.5:1) on the backgrounds antd draws them on:
 * every app inherits them, so a grey or a tag colour that fails here fails on every page.
 */
import { theme as antdTheme } from 'antd';
import { theme } from './theme';

type Rgb = [number, number, number];

/** '#rrggbb', '#rgb' or 'rgba(r, g, b, a)', laid over `under` when translucent. */
function parse(colour: string, under: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`Unreadable colour ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b].map((channel, i) => Math.round(channel * a + under[i] * (1 - a))) as Rgb;
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

function contrast(text: string, background: string): number {
  const bg = parse(background);
  const [a, b] = [luminance(parse(text, bg)), luminance(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
/** What a tag is drawn with: the global tokens under the theme's Tag overrides. */
const tagToken = { ...token, ...(theme.components.Tag as Record<string, string>) };
const AA = 4.5;

describe('the shared theme', () => {
  it.each(['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorTextLabel'])(
    '%s reads at AA on white and on the light grey of table headers and disabled fields',
    (name) => {
      expect(contrast(token[name], token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
      expect(contrast(token[name], token.colorFillAlter)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('initials avatars (white on the placeholder grey) read at AA', () => {
    expect(contrast(token.colorTextLightSolid, token.colorTextPlaceholder)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['Error', 'Success', 'Warning', 'Info'])('the %s status reads at AA as text and as a tag on its light background', (status) => {
    expect(contrast(token[`color${status}`], token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token[`color${status}`], token[`color${status}Bg`])).toBeGreaterThanOrEqual(AA);
  });

  it.each(['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'])(
    'a %s tag (its 7th shade on its 1st) reads at AA',
    (colour) => {
      expect(contrast(tagToken[`${colour}7`], tagToken[`${colour}1`])).toBeGreaterThanOrEqual(AA);
    },
  );

  it('a default tag reads at AA', () => {
    expect(contrast(token.colorText, token.colorFillQuaternary)).toBeGreaterThanOrEqual(AA);
  });
});
