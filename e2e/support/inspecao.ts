import { mkdir } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What every screen is checked for beyond its behaviour: no serious accessibility violation,
// no sideways scroll at a desktop's or a phone's width, and a screenshot for a person to look at.

export const LARGURAS = [1280, 360] as const;

/** axe's serious and critical violations, as "id: help (where)". */
export async function violacoesGraves(page: Page): Promise<string[]> {
  // Colours are judged at rest: a control caught halfway through its hover or entry transition
  // is not what the user reads.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // A dialog that has just closed hands the page back to assistive technology a moment later
  // (Fluent then removes aria-hidden from the rest): judge the page once it has.
  await page.waitForFunction(() => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null || document.querySelector('#root[aria-hidden="true"]') === null);
  // Fluent's focus-trap helpers are hidden, focusable spans axe reports by design.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export interface OpcoesDaFoto {
  /** The whole page; false keeps the viewport (what the user sees behind a modal dialog). */
  paginaInteira?: boolean;
}

/**
 * A photographer for one folder: the page at each width, with no sideways scroll and no serious
 * axe violation at either; the viewport goes back to 1280 px after.
 */
export function fotografoEm(pasta: string) {
  return async function fotografar(page: Page, nome: string, { paginaInteira = true }: OpcoesDaFoto = {}): Promise<void> {
    await mkdir(pasta, { recursive: true });
    for (const largura of LARGURAS) {
      await page.setViewportSize({ width: largura, height: 900 });
      // Let the layout settle at the new width.
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${pasta}/${nome}-${largura}.png`, fullPage: paginaInteira });
      const larguraDoConteudo = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(larguraDoConteudo, `${nome} a ${largura} px`).toBeLessThanOrEqual(largura);
      expect(await violacoesGraves(page), `${nome} a ${largura} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
