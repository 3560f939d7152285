import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio } from '../../client/src/portal-render/theme-style';

describe('the theme editor’s contrast warning (WCAG 2.1 AA, 4.5:1)', () => {
  it('measures the ratios of the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Chakra's gray.400 on white, the faint ring of old: 2.5:1 (order does not matter).
    expect(contrastRatio('#a1a1aa', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#a1a1aa'), 10);
    expect(contrastRatio('#a1a1aa', '#ffffff')).toBeLessThan(3);
  });

  it('says nothing about a readable theme', () => {
    expect(contrastProblems({ primaryColor: '#4338ca', accentColor: '#1e3a8a', mode: 'LIGHT' })).toEqual([]);
  });

  it('names each pair below AA with its ratio, rounded down, and what AA needs', () => {
    const problems = contrastProblems({ primaryColor: '#FDE047', accentColor: '#1e3a8a', mode: 'LIGHT' });
    expect(problems.map((p) => p.pair)).toEqual(['link']);
    expect(problems[0]!.message).toBe('Links in #fde047 on the white background are 1.3:1 — hard to read; AA needs 4.5:1.');
    // A ratio just under 4.5 must not read as "4.5:1".
    const near = contrastProblems({ primaryColor: '#6366f1', accentColor: '#1e3a8a', mode: 'LIGHT' }).find((p) => p.pair === 'link');
    expect(near!.message).toBe('Links in #6366f1 on the white background are 4.4:1 — hard to read; AA needs 4.5:1.');
  });

  it('ignores colours that are not #rrggbb yet (the field says so)', () => {
    expect(contrastProblems({ primaryColor: '#FDE', accentColor: '#1e3a8a', mode: 'LIGHT' })).toEqual([]);
  });
});
