import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, renderSize, templateSvg, wrapText } from './template-svg.js';

describe('renderSize', () => {
  it('keeps a template that fits, scales a larger one down in proportion', () => {
    expect(renderSize(1080, 1920)).toEqual({ width: 1080, height: 1920, scale: 1 });
    const big = renderSize(10_000, 10_000);
    expect(big.width).toBe(4000);
    expect(big.height).toBe(4000);
  });

  it('never exceeds the pixel bound and keeps the proportions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (w, h) => {
        const size = renderSize(w, h);
        expect(size.width * size.height).toBeLessThanOrEqual(16_000_000);
        expect(size.width).toBeLessThanOrEqual(w);
        expect(Math.abs(size.width / size.height - w / h)).toBeLessThan(
          (w / h) * 0.01 + 1 / size.height + 0.01,
        );
      }),
    );
  });
});

describe('wrapText', () => {
  it('breaks at spaces to fit the width, cutting only words longer than a line', () => {
    // 10 px font: 6 px a glyph, 60 px hold 10 glyphs.
    expect(wrapText('Frische Kaisersemmel heute', 60, 10)).toEqual(['Frische', 'Kaisersemm', 'el heute']);
    expect(wrapText('Zwei\nZeilen', 600, 10)).toEqual(['Zwei', 'Zeilen']);
  });

  it('loses no character but the spaces and keeps every line within the width', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 6, max: 400 }), (text, width) => {
        const lines = wrapText(text, width, 10);
        const perLine = Math.max(1, Math.floor(width / 6));
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
        expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }),
    );
  });
});

describe('templateSvg', () => {
  it('draws the layers in order, escapes text and scales through the view box', () => {
    const svg = templateSvg(
      {
        width: 200,
        height: 100,
        layers: [
          { type: 'rectangle', x: 0, y: 0, width: 200, height: 50, color: '#ff0000' },
          {
            type: 'text',
            x: 0,
            y: 60,
            width: 200,
            text: 'Kaffee & <Kuchen>',
            fontFamily: 'Roboto',
            fontSize: 20,
            color: '#000000',
            align: 'center',
          },
          { type: 'image', x: 10, y: 10, width: 20, height: 20, image: 7 },
        ],
      },
      new Map([[2, 'data:image/png;base64,AAAA']]),
      { width: 100, height: 50, scale: 0.5 },
    );
    expect(svg).toContain('width="100" height="50" viewBox="0 0 200 100"');
    expect(svg.indexOf('<rect')).toBeLessThan(svg.indexOf('<text'));
    expect(svg.indexOf('<text')).toBeLessThan(svg.indexOf('<image'));
    expect(svg).toContain('>Kaffee &#38;</tspan>');
    expect(svg).toContain('>&#60;Kuchen&#62;</tspan>');
    expect(svg).toContain('text-anchor="middle"');
    expect(svg).toContain('font-family="&#39;Roboto&#39;, monospace"');
    expect(svg).toContain('href="data:image/png;base64,AAAA"');
  });

  it('escapes every markup character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeXml(text)).not.toMatch(/[<>"']|&(?!#\d+;)/);
      }),
    );
  });
});
