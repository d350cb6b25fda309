import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { FONTE_DO_AXE, regrasSemGravidade } from './axe.ts';

// What every page is checked for beyond its behaviour (the sweep, e2e/acessibilidade.spec.ts, and a
// journey's screens in a state no route reaches): no serious accessibility violation and no
// sideways scroll at a desktop's or a phone's width.

export const LARGURAS = [1280, 360] as const;

const SEM_GRAVIDADE = Object.fromEntries(regrasSemGravidade().map((regra) => [regra, { enabled: false }]));

/**
 * axe and a style that stops transitions, put in the document once: a sweep moving between pages
 * by hash keeps them (axe's builder for Playwright evaluated axe's 1.3 MB twice per analysis).
 * Colours are judged at rest: a control caught halfway through its hover or entry transition is
 * not what the user reads.
 */
async function prepararAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(FONTE_DO_AXE);
}

/** axe's serious and critical violations, as "id: help (where)". */
export async function violacoesGraves(page: Page): Promise<string[]> {
  await prepararAxe(page);
  // A dialog that has just closed hands the page back to assistive technology a moment later
  // (Fluent then removes aria-hidden from the rest): judge the page once it has.
  await page.waitForFunction(() => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null || document.querySelector('#root[aria-hidden="true"]') === null);
  // Fluent's toasts and dialogs move by script (the Web Animations API), which the style above does
  // not stop: each running animation is brought to its end, so a toast is judged at rest and not
  // halfway through its fade (an infinite one, a spinner, cannot end and is cancelled).
  await page.evaluate(() => {
    for (const animacao of document.getAnimations()) {
      try {
        animacao.finish();
      } catch {
        animacao.cancel();
      }
    }
  });
  // Fluent's focus-trap helpers are hidden, focusable spans axe reports by design. The app has no
  // frames: axe runs in the page itself. Only the violations are asked for (axe then skips
  // gathering the nodes of every passing rule), and no rule that can only report a minor or
  // moderate one runs.
  const violations = await page.evaluate(
    async (regras) =>
      (await (window as unknown as { axe: typeof import('axe-core') }).axe.run({ exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'], rules: regras })).violations,
    SEM_GRAVIDADE,
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * A page has arrived: its heading is shown, nothing says it is loading, and the network is quiet.
 * A page's chunks are fetched on first use: on the 2-core machine under load, a form with a map
 * took over 20 s, so each wait gets a minute; `nome` names the page when it does not arrive.
 */
export async function paginaPronta(page: Page, nome = page.url()): Promise<void> {
  await expect(page.getByRole('heading').first(), `${nome}: sem título`).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Carregando/), `${nome}: ainda carregando`).toHaveCount(0, { timeout: 60_000 });
}

/**
 * What is wrong with the page at each width, as lines naming it (`nome`): a sideways scroll, a
 * serious axe violation. With `fotos`, a screenshot of each width goes there. The viewport goes
 * back to 1280 px after.
 */
export async function problemasDaPagina(page: Page, nome: string, fotos?: string): Promise<string[]> {
  const problemas: string[] = [];
  for (const largura of LARGURAS) {
    // Let the layout settle at a new width (from a phone's, the menu changes from drawer to side
    // bar: axe once judged a menu item's colours halfway through).
    const anterior = page.viewportSize()?.width;
    await page.setViewportSize({ width: largura, height: 900 });
    if (anterior !== largura) await page.waitForTimeout(300);
    const larguraDoConteudo = await page.evaluate(() => document.documentElement.scrollWidth);
    if (larguraDoConteudo > largura) problemas.push(`${nome} a ${largura} px: rola para o lado (${larguraDoConteudo} px de conteúdo)`);
    problemas.push(...(await violacoesGraves(page)).map((v) => `${nome} a ${largura} px: ${v}`));
    if (fotos) {
      await mkdir(fotos, { recursive: true });
      await page.screenshot({ path: path.join(fotos, `${nome.replace(/[^\w-]+/g, '_')}-${largura}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problemas;
}

/** The page at each width has no sideways scroll and no serious axe violation (a journey's screen in a state no route reaches). */
export async function conferirPagina(page: Page, nome: string): Promise<void> {
  expect(await problemasDaPagina(page, nome, process.env.VARREDURA_FOTOS)).toEqual([]);
}
