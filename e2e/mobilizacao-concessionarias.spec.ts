import type { Page } from '@playwright/test';
import type { PaginaDaConcessionaria } from '../src/shared/api/concessionarias.ts';
import { escreverRetornoDeArrecadacao } from '../src/shared/mobilizacao/febraban150/arrecadacao.ts';
import { depoisDoDialogo, expect, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';
import { abrirComo, chamarApi, sessaoNaSede } from './support/sessoes.ts';

// Mobilização › Concessionárias: a donor consents to give in the electricity bill (set up through
// the API); the administrator sends the electricity company's return on its page and, once the
// background job has run, sees the donor's gift posted net of the utility's fees (2,5 % and
// R$ 0,30: R$ 50,00 → R$ 48,45) and the bill nobody consented to left to resolve; resolves, under
// "A resolver", the demo's ambiguous bill (one of the two donors who consented to it), the new bill
// (recording the donor's consent in the same step) and discards the demo's unknown one; then the
// page and the dialog on a 360 px phone.

/** FOTOS_DAS_CONCESSIONARIAS=<folder> keeps screenshots of the page there, to look at (out of the repository). */
async function foto(pagina: Page, nome: string): Promise<void> {
  const pasta = process.env.FOTOS_DAS_CONCESSIONARIAS;
  if (pasta === undefined) return;
  // A dialog still fading in would show through.
  await pagina.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await pagina.screenshot({ path: `${pasta}/${nome}.png`, fullPage: true });
}

const diaEmSaoPaulo = (d: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

test('a utility return posts the donors’ gifts gross, the utility’s fees as the file’s expense', async ({ page, request }) => {
  const token = await sessaoNaSede(request, 'admin');
  const marca = Date.now() % 10_000_000;
  const instalacao = String(5_000_000_000 + marca);
  const pessoas = await chamarApi<{ resultList: { id: number; nome: string }[] }>(request, token, 'POST', '/api/pessoas/filter?page=1&rpp=1', {});
  const doador = pessoas.resultList[0]!;
  await chamarApi(request, token, 'POST', '/api/mobilizacao/concessionarias/consentimentos', {
    pessoa: doador.id,
    formaCobranca: (await chamarApi<{ id: number }>(request, token, 'GET', '/api/mobilizacao/concessionarias/luz-do-vale/pagina')).id,
    instalacao,
    data: diaEmSaoPaulo(new Date(Date.now() - 30 * 86_400_000)),
    evidencia: 'Autorização assinada no evento de doadores.',
  });
  const pago = diaEmSaoPaulo(new Date(Date.now() - 2 * 86_400_000));
  const linhas = escreverRetornoDeArrecadacao({
    convenio: '0042', nomeDaEmpresa: 'LUZ DO VALE', banco: '104', nomeDoBanco: 'CAIXA', dataDeGeracao: pago, nsa: marca % 999_999, segmento: '3', empresa: '0042',
    contas: [
      { instalacao, valorCentavos: 5000, tarifaCentavos: 0, dataDoPagamento: pago, dataDoCredito: pago },
      { instalacao: '8880001', valorCentavos: 2500, tarifaCentavos: 0, dataDoPagamento: pago, dataDoCredito: pago },
    ],
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await abrirComo(page, token, '/#/mobilizacao/concessionarias');

  await test.step('the utilities’ cards say how many bills each has left to resolve', async () => {
    const luz = page.getByRole('group').filter({ has: page.getByRole('link', { name: 'Companhia de Luz do Vale' }) });
    await expect(luz).toContainText('2 a resolver');
    await expect(page.getByRole('navigation', { name: 'Listas das concessionárias' }).getByRole('link', { name: 'Parâmetros das concessionárias' })).toHaveAttribute('href', '#/mobilizacao/concessionarias/parametros');
    await foto(page, 'concessionarias-1440');
    await page.getByRole('link', { name: 'Companhia de Luz do Vale' }).click();
  });

  await test.step('the page shows the adapter, the consents and the demo’s processed return', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Companhia de Luz do Vale' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para Concessionárias' })).toHaveAttribute('href', '#/mobilizacao/concessionarias');
    await expect(page.getByText('Convênio 0042 · taxa de 2,5% e tarifa de 0,30 por doação', { exact: false })).toBeVisible();
    // The consents are the consents screen's list, embedded: this utility's only, without its column.
    const consentimentos = page.getByRole('table', { name: 'Consentimentos' });
    await expect(consentimentos).toContainText(instalacao);
    await expect(consentimentos.getByRole('columnheader', { name: /Concessionária/ })).toHaveCount(0);
    // Its Novo opens a consent of this utility, whose form leads back to this page.
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/#\/mobilizacao\/concessionarias\/consentimentos\/novo\?formaCobranca=\d+$/);
    await expect(page.getByRole('combobox', { name: 'Concessionária' })).toHaveValue('Companhia de Luz do Vale');
    await page.getByRole('link', { name: 'Voltar para Companhia de Luz do Vale' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companhia de Luz do Vale' })).toBeVisible();
    await expect(page).toHaveURL(/#\/mobilizacao\/concessionarias\/luz-do-vale$/);
    await expect(page.getByRole('article', { name: 'Retorno luz-do-vale-retorno-001.ret' })).toContainText('Processado');
  });

  await test.step('send the return: the matched gift is posted gross (the fees are the file’s expense), the unknown bill left to resolve', async () => {
    await page.getByLabel('Arquivo de retorno').setInputFiles({ name: 'luz-do-vale-retorno-002.ret', mimeType: 'text/plain', buffer: Buffer.from(linhas.map((l) => `${l}\r\n`).join(''), 'latin1') });
    await expect(page.getByText('Retorno recebido. Você será avisado quando as doações forem lançadas.').last()).toBeVisible();
    const retorno = page.getByRole('article', { name: 'Retorno luz-do-vale-retorno-002.ret' });
    await expect(retorno).toContainText('Processado', { timeout: 30_000 });
    await expect(retorno).toContainText('1 lançado(s), 1 a resolver; bruto 75,00, líquido 48,45');
    const lancada = retorno.getByRole('row', { name: new RegExp(doador.nome) });
    await expect(lancada).toContainText('50,00');
    await expect(lancada).toContainText('1,55');
    await expect(lancada).toContainText('48,45');
    await expect(lancada).toContainText('Lançado');
    await expect(retorno.getByRole('row', { name: /8880001/ })).toContainText('Sem consentimento');
    await foto(page, 'concessionaria-1440');
    await conferirPagina(page, 'página da concessionária');
  });

  await test.step('the gift is received in finance', async () => {
    const doacoes = await chamarApi<{ resultList: { situacao: string; valor: number; forma: string; pessoa: { id: number } }[] }>(request, token, 'GET', '/api/doacao/doacoes?page=1&rpp=20&sort=id,desc');
    expect(doacoes.resultList.filter((d) => d.pessoa.id === doador.id)).toContainEqual(expect.objectContaining({ situacao: 'RECEBIDA', valor: 50, forma: 'CONTA_CONSUMO' }));
  });

  const aResolver = page.getByRole('list', { name: 'Registros a resolver' });
  const pendencia = (instalacao: string) => aResolver.getByRole('listitem', { name: `Instalação ${instalacao}` });
  const dialogo = page.getByRole('dialog');

  await test.step('resolve the demo’s ambiguous bill: one of the two donors who consented to it', async () => {
    const pagina = await chamarApi<PaginaDaConcessionaria>(request, token, 'GET', '/api/mobilizacao/concessionarias/luz-do-vale/pagina');
    const ambigua = pagina.pendencias.find((p) => p.resultado === 'ambiguo')!;
    expect(ambigua.doadores).toHaveLength(2);
    await expect(pendencia(ambigua.instalacao)).toContainText('Ambíguo');
    await expect(pendencia('9990001')).toContainText('Sem consentimento');
    await expect(pendencia('8880001')).toContainText('bruto 25,00, líquido 24,07');
    await pendencia(ambigua.instalacao).getByRole('button', { name: 'Resolver' }).click();
    await dialogo.getByRole('radio', { name: ambigua.doadores[1]!.nome }).check();
    await dialogo.getByRole('button', { name: 'Lançar a doação' }).click();
    await expect(page.getByText(/^Registro resolvido: doação nº \d+ recebida\.$/).last()).toBeVisible();
    await expect(pendencia(ambigua.instalacao)).toHaveCount(0);
    const lancada = page.getByRole('article', { name: 'Retorno luz-do-vale-retorno-001.ret' }).getByRole('row', { name: new RegExp(ambigua.instalacao) });
    await expect(lancada).toContainText(ambigua.doadores[1]!.nome);
    await expect(lancada).toContainText('Lançado');
    await expect(lancada).toContainText('por Administrador');
  });

  await test.step('resolve the new bill nobody consented to, recording the donor’s consent with its evidence', async () => {
    await pendencia('8880001').getByRole('button', { name: 'Resolver' }).click();
    await expect(dialogo.getByText('Nenhum doador consentiu com esta instalação.', { exact: false })).toBeVisible();
    await dialogo.getByRole('combobox', { name: 'Doador' }).fill(doador.nome);
    await page.getByRole('option', { name: doador.nome }).first().click();
    await dialogo.getByRole('textbox', { name: /^Data do consentimento/ }).fill(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - 10 * 86_400_000)));
    await dialogo.getByRole('textbox', { name: /^Evidência do consentimento/ }).fill('Ligação gravada em que o doador confirma a conta de luz.');
    await foto(page, 'concessionaria-resolver-1440');
    await dialogo.getByRole('button', { name: 'Lançar a doação' }).click();
    await depoisDoDialogo(page);
    await expect(pendencia('8880001')).toHaveCount(0);
    const retorno = page.getByRole('article', { name: 'Retorno luz-do-vale-retorno-002.ret' });
    await expect(retorno).toContainText('2 lançado(s), 0 a resolver; bruto 75,00, líquido 72,52');
    await expect(page.getByRole('table', { name: 'Consentimentos' })).toContainText('8880001');
  });

  await test.step('discard, on a 360 px phone, the demo’s bill of an installation that is not the institution’s', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await pendencia('9990001').getByRole('button', { name: 'Resolver' }).click();
    await expect(dialogo.getByRole('combobox', { name: 'Doador' })).toBeVisible();
    await foto(page, 'concessionaria-resolver-360');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await foto(page, 'concessionaria-a-resolver-360');
    await pendencia('9990001').getByRole('button', { name: 'Descartar' }).click();
    await dialogo.getByRole('textbox', { name: /^Motivo/ }).fill('A conta é de um imóvel que não é de nenhum doador.');
    await foto(page, 'concessionaria-descartar-360');
    await dialogo.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByText('Registro descartado: nada foi lançado.').last()).toBeVisible();
    await expect(page.getByText('Nenhum registro a resolver: todos os retornos foram lançados.')).toBeVisible();
    const demo = page.getByRole('article', { name: 'Retorno luz-do-vale-retorno-001.ret' });
    await expect(demo.getByRole('row', { name: /9990001/ })).toContainText('Descartado');
    await expect(demo).toContainText('3 lançado(s), 0 a resolver');
  });

  await test.step('the page on a 360 px phone', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Companhia de Luz do Vale' })).toBeVisible();
    await foto(page, 'concessionaria-360');
    await conferirPagina(page, 'página da concessionária (celular)');
  });
});
