import type { Page } from '@playwright/test';
import { confirmar, expect, liberarAvisos, test } from './support/fixtures.ts';
import { retornoBancoDoBrasil240 } from '../src/server/seed/retornoDoBanco.ts';
import { abrirComo, chamarApi, sessaoNaSede } from './support/sessoes.ts';

// Mobilização › Remessa: three monthly donors by boleto of the demo's Banco do Brasil agreement
// get this month's gifts (through the API: the generation is the donations' journey); the
// officer selects their charges and generates the remittance in the browser, the bank answers
// with two payments and one rejection (the return written with the reader's own tables), the
// officer previews and applies it, finance shows the two receivables paid, and the remittance,
// opened from the history, its charges. Before the remittance the officer e-mails the three
// boletos (a notice counts them).

const VALORES = [123.41, 123.42, 67.83] as const;
/** FOTOS_DA_REMESSA=<folder> keeps screenshots at 1440 and 360 px there, to look at (out of the repository). */
async function foto(page: Page, nome: string): Promise<void> {
  const pasta = process.env.FOTOS_DA_REMESSA;
  if (pasta === undefined) return;
  for (const largura of [1440, 360]) {
    await page.setViewportSize({ width: largura, height: 900 });
    await page.screenshot({ path: `${pasta}/${nome}-${largura}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface Lista<T> {
  resultList: T[];
}
interface CobrancaListada {
  id: number;
  nossoNumero: string;
  valor: number;
}
interface Recebivel {
  titulo: number | null;
}

const hoje = (): string => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

test('a remittance generated in the browser, its return with two payments and a rejection applied, the receivables paid in finance', async ({ page, request }) => {
  const admin = await sessaoNaSede(request, 'admin');
  const formas = await chamarApi<Lista<{ id: number; nome: string }>>(request, admin, 'GET', '/api/mobilizacao/formascobranca?page=1&rpp=100');
  const bb = formas.resultList.find((f) => f.nome === 'Boleto Banco do Brasil');
  const pessoas = await chamarApi<Lista<{ id: number }>>(request, admin, 'GET', '/api/pessoas?page=1&rpp=3');
  const colaboracoes: number[] = [];
  for (const [i, valor] of VALORES.entries()) {
    const criada = await chamarApi<{ id: number }>(request, admin, 'POST', '/api/mobilizacao/colaboracoes', {
      pessoa: pessoas.resultList[i]!.id,
      valor,
      diaDoMes: 1,
      forma: 'BOLETO',
      inicio: `${hoje().slice(0, 7)}-01`,
      formaCobranca: bb!.id,
    });
    colaboracoes.push(criada.id);
  }
  await chamarApi(request, admin, 'POST', '/api/doacao/colaboracoes/gerar', { ids: colaboracoes });
  const envio = await chamarApi<Lista<CobrancaListada>>(request, admin, 'GET', '/api/mobilizacao/remessa/envio?page=1&rpp=100');
  const minhas = VALORES.map((valor) => envio.resultList.find((c) => c.valor === valor)!);

  await test.step('e-mail the three boletos: a notice says how many went and who was left out', async () => {
    await abrirComo(page, admin, `/#/mobilizacao/configuracoes/formascobranca/${bb!.id}`);
    await expect(page.getByRole('checkbox', { name: 'Enviar o boleto por e-mail ao gerar a remessa' })).toBeVisible();
    await foto(page, 'forma-email');
    await page.goto('/#/mobilizacao/remessa/envio');
    for (const c of minhas) await page.getByRole('row', { name: new RegExp(c.nossoNumero) }).getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await page.getByRole('button', { name: 'Enviar boleto por e-mail', exact: true }).click();
    await confirmar(page, 'Enviar');
    await expect(page.getByText(/boleto\(s\) enviado\(s\) por e-mail/).first()).toBeVisible({ timeout: 30_000 });
    await foto(page, 'envio-email');
    await liberarAvisos(page);
  });

  await test.step('select the three charges and generate the remittance', async () => {
    await abrirComo(page, admin, '/#/mobilizacao/remessa/envio');
    for (const c of minhas) await page.getByRole('row', { name: new RegExp(c.nossoNumero) }).getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await foto(page, 'envio');
    await page.getByRole('button', { name: 'Gerar remessa', exact: true }).click();
    await confirmar(page, 'Gerar');
    // The job runs in the background; its notice has the list read again, without the charges sent.
    for (const c of minhas) await expect(page.getByRole('row', { name: new RegExp(c.nossoNumero) })).toHaveCount(0, { timeout: 30_000 });
    // The history shows the remittance once it is done.
    await expect
      .poll(async () => (await chamarApi<Lista<{ quantidade: number }>>(request, admin, 'GET', '/api/mobilizacao/remessa/historico?page=1&rpp=10')).resultList.some((r) => r.quantidade === 3), { timeout: 30_000 })
      .toBe(true);
    await liberarAvisos(page);
    await page.goto('/#/mobilizacao/remessa/historico');
    await expect(page.getByRole('row', { name: /CNAB 240/ }).first()).toContainText('314,66');
    await foto(page, 'historico');
  });

  await test.step('upload the bank’s return, see its records, apply it', async () => {
    const [a, b, c] = minhas as [CobrancaListada, CobrancaListada, CobrancaListada];
    const texto = retornoBancoDoBrasil240('1234567', [
      { nossoNumero: a.nossoNumero, movimento: '06', valorCentavos: 12_341, valorPagoCentavos: 12_341, tarifaCentavos: 180, data: hoje() },
      { nossoNumero: b.nossoNumero, movimento: '06', valorCentavos: 12_342, valorPagoCentavos: 12_342, tarifaCentavos: 180, data: hoje() },
      { nossoNumero: c.nossoNumero, movimento: '03', valorCentavos: 6_783, motivos: '08', data: hoje() },
    ], hoje());
    await liberarAvisos(page);
    await page.goto('/#/mobilizacao/remessa/retorno');
    await page.getByLabel('Arraste e solte o arquivo de retorno aqui ou clique para selecionar').setInputFiles({ name: 'retorno.ret', mimeType: 'application/octet-stream', buffer: Buffer.from(texto, 'latin1') });
    await expect(page.getByText('Banco 001, CNAB 240: 3 registro(s).')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(c.nossoNumero) })).toContainText('Rejeição');
    await foto(page, 'retorno');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(/aplicado: 2 paga\(s\), 1 rejeitada\(s\)/)).toBeVisible();
    // The bank's two fees: one paid expense in the agreement's fee category.
    await expect(page.getByText(/Tarifas de R\$ 3,60 lançadas como despesa paga \(título nº \d+\)\./)).toBeVisible();
    await foto(page, 'retorno-aplicado');
  });

  await test.step('finance shows the two receivables paid, the rejected one open', async () => {
    const titulos: number[] = [];
    for (const id of colaboracoes) {
      const colaboracao = await chamarApi<{ recebiveis: Recebivel[] }>(request, admin, 'GET', `/api/mobilizacao/colaboracoes/${id}`);
      titulos.push(colaboracao.recebiveis[0]!.titulo!);
    }
    for (const [i, titulo] of titulos.entries()) {
      const receita = await chamarApi<{ situacao: string; descricao: string }>(request, admin, 'GET', `/api/titulos/receitas/${titulo}`);
      expect(receita.situacao).toBe(i < 2 ? 'PAGO' : 'ABERTO');
      await liberarAvisos(page);
      await page.goto(`/#/financeiro/receita/${titulo}`);
      await expect(page.getByRole('heading', { level: 1, name: `Receita: ${receita.descricao}` })).toBeVisible();
      const comBaixa = page.getByText('Este título tem baixas ou foi cancelado: valor, vencimento e parcelas só mudam depois de estornar as baixas.');
      if (i < 2) await expect(comBaixa).toBeVisible();
      else await expect(comBaixa).toBeHidden();
      if (i === 0) await foto(page, 'receita-paga');
    }
    await page.goto('/#/mobilizacao/remessa/retorno-detalhes');
    await expect(page.getByRole('row', { name: new RegExp(minhas[2]!.nossoNumero) }).first()).toContainText('Rejeitada');
    await foto(page, 'retorno-detalhes');
    // The remittance, opened from the history, shows each of its charges and where it stands.
    const historico = await chamarApi<Lista<{ id: number; tipo: string; total: number }>>(request, admin, 'GET', '/api/mobilizacao/remessa/historico?page=1&rpp=20');
    await page.goto(`/#/mobilizacao/remessa/historico/${historico.resultList.find((r) => r.tipo === 'remessa' && r.total === 314.66)!.id}`);
    await expect(page.getByRole('row', { name: new RegExp(minhas[0]!.nossoNumero) })).toContainText('Paga');
    await expect(page.getByRole('row', { name: new RegExp(minhas[2]!.nossoNumero) })).toContainText('Rejeitada');
    await foto(page, 'remessa-aberta');
  });
});
