/** axe-core run inside a page of the built product, for the accessibility browser tests. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol rather than added as a script tag: the product's
// Content-Security-Policy allows only its own scripts, and the test must not weaken it.
let axeSource: string | undefined;
const loadAxeSource = (): string => {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
};

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selector and failure summary of each offending node. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core's WCAG 2.0/2.1 A and AA rules plus its best practices on the page as it is now
 * and answers the violations, each with the nodes that fail (empty when the page passes).
 * `include` (a CSS selector) checks only that part of the page; `skip` leaves rules out by id.
 */
export async function findAxeViolations(page: Page, scope: { include?: string; skip?: string[] } = {}): Promise<AxeViolation[]> {
  await page.evaluate(loadAxeSource());
  return page.evaluate(async ({ include, skip }) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: Object.fromEntries((skip ?? []).map((id) => [id, { enabled: false }])),
    })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const violations = result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    }));
    // antd's icons name themselves in English (aria-label="plus") unless told otherwise; axe
    // cannot know the language of a name, so an icon still named after itself is reported here.
    const root = include ? document.querySelector(include) : document;
    const englishIcons = Array.from(root?.querySelectorAll('.anticon[aria-label]') ?? []).filter(
      (icon) => !icon.closest('[aria-hidden="true"]') && icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`),
    );
    if (englishIcons.length > 0 && !(skip ?? []).includes('icon-english-name')) {
      violations.push({
        id: 'icon-english-name',
        impact: 'serious',
        help: 'An icon is named after itself in English: hide it (aria-hidden) or name it in Spanish',
        nodes: englishIcons.map((icon) => ({
          target: `.anticon-${icon.getAttribute('aria-label')}`,
          summary: icon.outerHTML.slice(0, 80),
        })),
      });
    }
    return violations;
  }, scope);
}

/** One line per offending node, for a readable test failure. */
export const describeAxeViolations = (violations: AxeViolation[]): string =>
  violations
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target} — ${violation.help}`))
    .join('\n');

/** Fails the test with one line per offending node when axe finds anything on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
}
