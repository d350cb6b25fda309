import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos } from '../../shared/financeiro/centavos.ts';
import { maisDias } from '../../shared/mobilizacao/agenda.ts';
import { codigoDeBarrasDaConta, escreverRetornoDeArrecadacao } from '../../shared/mobilizacao/febraban150/arrecadacao.ts';
import { valorLiquidoDaArrecadacao } from '../../shared/mobilizacao/concessionarias/valorLiquido.ts';
import type { Db } from '../db/database.ts';
import { registrarMovimento } from '../modules/doacao/movimento.ts';
import { criarTituloDaDoacao } from '../modules/doacao/titulo.ts';
import { contabilizar } from '../modules/financeiro/contabilidade/contabilizar.ts';
import { recalcularTitulo } from '../modules/financeiro/titulos/posicao.ts';
import { semearTarifasDoRetorno } from './tarifas.ts';

// The utilities' demo: each adapter (fee, fixed fee, installation at positions 20–29 of the
// barcode), three consenting donors per utility, and one return of the electricity company
// already processed — two bills posted gross, two left to resolve on its page (one installation
// nobody consented to, and one two donors living at the same address consented to), and the fees
// of all the bills in one paid despesa (seed/tarifas.ts).

const ADAPTADORES: readonly [codigo: string, taxa: number, tarifa: string, segmento: '2' | '3' | '4', empresa: string][] = [
  ['luz-do-vale', 2.5, '0.30', '3', '0042'],
  ['aguas-da-serra', 1.8, '0.25', '2', '0117'],
  ['telefonica-horizonte', 3, '0.00', '4', '0230'],
];

const EVIDENCIAS = [
  'Autorização assinada no formulário de adesão, digitalizado.',
  'Ligação gravada em que o doador autoriza a cobrança na conta.',
  'Aceite no portal de doações, com data e endereço IP registrados.',
];

interface Consentido {
  pessoaId: number;
  instalacao: string;
  valor: string;
}

async function consentimentos(db: Db, sede: number, formaId: number, pessoas: readonly number[], base: number, hoje: string): Promise<Consentido[]> {
  const feitos: Consentido[] = [];
  for (const [i, pessoaId] of pessoas.entries()) {
    const instalacao = String(base + i * 37);
    await sql`INSERT INTO mobilizacao_consentimento (unidade_id, pessoa_id, forma_cobranca_id, instalacao, data, evidencia)
      VALUES (${sede}, ${pessoaId}, ${formaId}, ${instalacao}, ${maisDias(hoje, -(60 + i * 15))}::date, ${EVIDENCIAS[i % EVIDENCIAS.length]!})`.execute(db);
    feitos.push({ pessoaId, instalacao, valor: `${15 + i * 5}.00` });
  }
  return feitos;
}

/** A bill's gift received gross (the fees are the file's despesa), as the return job posts it; answers the gift and its título. */
async function doacaoRecebida(db: Db, sede: number, c: Consentido, data: string): Promise<[number, number]> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, observacao) VALUES (${sede}, ${c.pessoaId}, ${data}::date, ${c.valor}::numeric, 'CONTA_CONSUMO',
      'Arrecadada na conta da concessionária') RETURNING id`.execute(db);
  const id = rows[0]!.id;
  const base = { unidadeId: sede, pessoaId: c.pessoaId, doacaoId: id, colaboracaoId: null, data, forma: 'CONTA_CONSUMO', valor: c.valor };
  await registrarMovimento(db, { ...base, tipo: 'DOACAO', descricao: `Doação nº ${id} na conta da concessionária` });
  const tituloId = await criarTituloDaDoacao(db, { doacaoId: id, unidadeId: sede, pessoaId: c.pessoaId, data, valor: c.valor, contaId: null });
  const baixa = await sql<{ id: number }>`
    INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor)
    SELECT id, unidade_id, 0, 1, ${data}::date, conta_id, 'BOLETO', valor FROM titulo WHERE id = ${tituloId} RETURNING id`.execute(db);
  await recalcularTitulo(db, tituloId);
  // As the donations' Receber does: the payment is booked with it.
  await contabilizar(db, { titulos: [tituloId] });
  await sql`UPDATE doacao SET situacao = 'RECEBIDA', baixa_id = ${baixa.rows[0]!.id} WHERE id = ${id}`.execute(db);
  await registrarMovimento(db, { ...base, tipo: 'PAGAMENTO', descricao: `Pagamento da doação nº ${id}` });
  return [id, tituloId];
}

type Resultado = 'aplicado' | 'sem_consentimento' | 'ambiguo';

const DESCRICOES: Readonly<Record<Exclude<Resultado, 'aplicado'>, string>> = {
  sem_consentimento: 'Nenhum doador tem consentimento com esta instalação: resolva antes de lançar.',
  ambiguo: 'Mais de um doador tem esta instalação: resolva antes de lançar.',
};

/** A donor of another utility who says the third donor's installation is hers too (the form refuses it; an old import did not). */
async function consentimentoRepetido(db: Db, sede: number, formaId: number, pessoaId: number, instalacao: string, hoje: string): Promise<void> {
  await sql`INSERT INTO mobilizacao_consentimento (unidade_id, pessoa_id, forma_cobranca_id, instalacao, data, evidencia)
    VALUES (${sede}, ${pessoaId}, ${formaId}, ${`00${instalacao}`}, ${maisDias(hoje, -45)}::date, 'Ficha de adesão em papel: mora no mesmo endereço.')`.execute(db);
}

async function retornoProcessado(db: Db, sede: number, formaId: number, consentidos: readonly Consentido[], hoje: string): Promise<void> {
  const data = maisDias(hoje, -6);
  const pagas = consentidos.slice(0, 2);
  const pendentes: { instalacao: string; valorCentavos: number; resultado: Resultado }[] = [
    { instalacao: '9990001', valorCentavos: 2000, resultado: 'sem_consentimento' },
    { instalacao: consentidos[2]!.instalacao, valorCentavos: 2500, resultado: 'ambiguo' },
  ];
  const contas = [...pagas.map((c) => ({ instalacao: c.instalacao, valorCentavos: centavosDoDecimal(c.valor) ?? 0, resultado: 'aplicado' as Resultado })), ...pendentes].map((c) => ({
    ...c,
    tarifaCentavos: 0,
    dataDoPagamento: data,
    dataDoCredito: maisDias(data, 2),
  }));
  const linhas = escreverRetornoDeArrecadacao({ convenio: '0042', nomeDaEmpresa: 'LUZ DO VALE', banco: '104', nomeDoBanco: 'CAIXA', dataDeGeracao: maisDias(data, 1), nsa: 1, segmento: '3', empresa: '0042', contas });
  const texto = linhas.map((l) => `${l}\r\n`).join('');
  const resumo = (await sql<{ h: string }>`SELECT encode(sha256(convert_to(${texto}, 'LATIN1')), 'hex') AS h`.execute(db)).rows[0]!.h;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mobilizacao_retorno_concessionaria (unidade_id, forma_cobranca_id, nome_arquivo, situacao, enviado_em)
    VALUES (${sede}, ${formaId}, 'luz-do-vale-retorno-001.ret', 'processado', ${data}::date + time '09:30') RETURNING id`.execute(db);
  const retornoId = rows[0]!.id;
  await sql`INSERT INTO mobilizacao_retorno_concessionaria_arquivo (retorno_id, forma_cobranca_id, resumo_sha256, conteudo)
    VALUES (${retornoId}, ${formaId}, ${resumo}, convert_to(${texto}, 'LATIN1'))`.execute(db);
  let bruto = 0;
  let liquido = 0;
  const titulos: number[] = [];
  for (const [i, conta] of contas.entries()) {
    const valores = valorLiquidoDaArrecadacao(conta.valorCentavos, 2.5, 30);
    const consentido = pagas[i];
    const recebida = consentido === undefined ? null : await doacaoRecebida(db, sede, consentido, data);
    const doacao = recebida?.[0] ?? null;
    if (recebida !== null) titulos.push(recebida[1]);
    bruto += valores.brutoCentavos;
    if (doacao !== null) liquido += valores.liquidoCentavos;
    const descricao = conta.resultado === 'aplicado' ? `Doação nº ${doacao} recebida.` : DESCRICOES[conta.resultado];
    await sql`
      INSERT INTO mobilizacao_retorno_concessionaria_registro (unidade_id, retorno_id, ordem, linha, codigo_de_barras, instalacao, data_pagamento, valor_bruto, taxa, tarifa,
        valor_liquido, pessoa_id, doacao_id, resultado, descricao)
      VALUES (${sede}, ${retornoId}, ${i}, ${i + 2}, ${codigoDeBarrasDaConta('3', '0042', conta.valorCentavos, conta.instalacao)}, ${conta.instalacao}, ${data}::date,
        ${decimalDosCentavos(valores.brutoCentavos)}::numeric, ${decimalDosCentavos(valores.taxaCentavos)}::numeric, ${decimalDosCentavos(valores.tarifaCentavos)}::numeric,
        ${decimalDosCentavos(valores.liquidoCentavos)}::numeric, ${consentido?.pessoaId ?? null}, ${doacao}, ${conta.resultado}, ${descricao})`.execute(db);
  }
  await sql`UPDATE mobilizacao_retorno_concessionaria SET registros = ${contas.length}, aplicados = ${pagas.length}, pendentes = ${pendentes.length},
    valor_bruto = ${decimalDosCentavos(bruto)}::numeric, valor_liquido = ${decimalDosCentavos(liquido)}::numeric WHERE id = ${retornoId}`.execute(db);
  const tarifas = contas.map((c) => {
    const v = valorLiquidoDaArrecadacao(c.valorCentavos, 2.5, 30);
    return { data: c.dataDoCredito, brutoCentavos: v.brutoCentavos, tarifaCentavos: v.taxaCentavos + v.tarifaCentavos };
  });
  await semearTarifasDoRetorno(db, { sede, formaId, retornoId, nome: 'Companhia de Luz do Vale', tituloIds: titulos }, tarifas);
}

export async function semearConcessionarias(db: Db, sede: number, hoje: string): Promise<void> {
  const { rows: pessoas } = await sql<{ id: number }>`
    SELECT p.id FROM pessoa AS p WHERE p.unidade_id = ${sede} AND p.ativo AND p.papel_pessoa_fisica
      AND NOT EXISTS (SELECT 1 FROM colaboracao WHERE pessoa_id = p.id) ORDER BY p.id DESC LIMIT 9`.execute(db);
  for (const [n, [codigo, taxa, tarifa, , empresa]] of ADAPTADORES.entries()) {
    const forma = (await sql<{ id: number }>`
      UPDATE mobilizacao_forma_cobranca SET taxa_percentual = ${taxa}, tarifa_fixa = ${tarifa}::numeric, instalacao_inicio = 20, instalacao_fim = 29
      WHERE codigo = ${codigo} RETURNING id`.execute(db)).rows[0]!.id;
    const doadores = pessoas.slice(n * 3, n * 3 + 3).map((p) => p.id);
    const consentidos = await consentimentos(db, sede, forma, doadores, Number(`${empresa}00${n + 1}`) * 1000 + 11, hoje);
    if (codigo !== 'luz-do-vale') continue;
    await consentimentoRepetido(db, sede, forma, pessoas[3]!.id, consentidos[2]!.instalacao, hoje);
    await retornoProcessado(db, sede, forma, consentidos, hoje);
  }
}
