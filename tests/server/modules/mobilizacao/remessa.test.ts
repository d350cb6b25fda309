import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retornoBancoDoBrasil240 } from '../../../../src/server/seed/retornoDoBanco.ts';
import { URL_DA_APLICACAO_DO_RETORNO, type RetornoAplicado } from '../../../../src/shared/api/retornoDeCobranca.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { lerRemessa } from '../../../../src/shared/mobilizacao/cnab/remessa.ts';
import { lerRemessaDebitoAutomatico } from '../../../../src/shared/mobilizacao/febraban150/remessa.ts';
import { gerarDoacoesDoMes } from '../../../../src/server/modules/doacao/geracao.ts';
import { criarArquivos } from '../../../../src/server/arquivos.ts';
import { gerarRemessas } from '../../../../src/server/modules/mobilizacao/remessa/gerar.ts';
import { tabelaDoRelatorioDaMobilizacao } from '../../../../src/server/modules/mobilizacao/relatorios/tabelas.ts';
import { semearRemessa } from '../../../../src/server/seed/remessa.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, idDoUsuario, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The bank collection cycle through the API: the month's gifts of colaborações charged by boleto
// become charges numbered by their agreement; Gerar remessa queues one job for the selection,
// which writes one file per agreement and marks the charges sent (never twice); the bank's return
// with two payments and a rejection pays the receivables in finance, and is applied once.

let t: AppDeTeste;
let admin: string;
const ref = { sede: 0, admin: 0, forma: 0, colaboracoes: [] as number[], cobrancas: [] as number[] };

interface Cobranca {
  id: number;
  nossoNumero: string;
  situacao: string;
  remessaId: number | null;
  tituloId: number;
  valor: string;
  motivo: string | null;
}

async function cobrancas(): Promise<Cobranca[]> {
  const { rows } = await sql<Cobranca>`
    SELECT id, nosso_numero AS "nossoNumero", situacao, remessa_id AS "remessaId", titulo_id AS "tituloId", valor::text AS valor, motivo
    FROM mobilizacao_cobranca WHERE colaboracao_id = ANY(${ref.colaboracoes}::int[]) ORDER BY id`.execute(t.db);
  return rows;
}

const aplicar = (texto: string | Buffer, token = admin) =>
  t.chamar({
    method: 'POST',
    url: URL_DA_APLICACAO_DO_RETORNO,
    token,
    ...corpoMultipart([{ campo: 'file', nomeArquivo: 'retorno.ret', tipo: 'application/octet-stream', conteudo: Buffer.isBuffer(texto) ? texto : Buffer.from(texto, 'latin1') }]),
  });

const gerar = () => gerarRemessas(t.db, criarArquivos(t.db, t.config.dataDir), { unidadeId: ref.sede, usuarioId: ref.admin }, ref.cobrancas);

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  ref.sede = await idDaUnidade(t.db, 'Sede');
  ref.admin = await idDoUsuario(t.db, 'admin');
  ref.forma = (await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE nome = 'Boleto Banco do Brasil'`.execute(t.db)).rows[0]!.id;
  const { rows: pessoas } = await sql<{ id: number }>`
    SELECT p.id FROM pessoa AS p WHERE p.unidade_id = ${ref.sede} AND p.ativo AND NOT EXISTS (SELECT 1 FROM colaboracao WHERE pessoa_id = p.id) ORDER BY p.id LIMIT 3`.execute(t.db);
  const inicio = `${hojeNoModelo().slice(0, 7)}-01`;
  for (const [i, p] of pessoas.entries()) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, forma_cobranca_id)
      VALUES (${ref.sede}, ${p.id}, ${i < 2 ? '125.50' : '30.00'}::numeric, 1, 'BOLETO', ${inicio}::date, ${ref.forma}) RETURNING id`.execute(t.db);
    ref.colaboracoes.push(rows[0]!.id);
  }
});
afterAll(async () => {
  await t?.fechar();
});

describe('charges of receivables', () => {
  it('are created with the agreement’s next nosso número when the month’s gifts are generated', async () => {
    const { rows: antes } = await sql<{ proximo: string }>`SELECT proximo_nosso_numero::text AS proximo FROM mobilizacao_forma_cobranca WHERE id = ${ref.forma}`.execute(t.db);
    const r = await t.chamar({ method: 'POST', url: '/api/doacao/colaboracoes/gerar', token: admin, payload: { ids: ref.colaboracoes } });
    expect(r.statusCode, r.body).toBe(200);
    const lista = await cobrancas();
    const primeiro = Number(antes[0]!.proximo);
    // Banco do Brasil, 7-digit convênio: the convênio and the sequential in ten digits.
    expect(lista.map((c) => [c.nossoNumero, c.situacao, c.valor])).toEqual([
      [`1234567${String(primeiro).padStart(10, '0')}`, 'a_enviar', '125.50'],
      [`1234567${String(primeiro + 1).padStart(10, '0')}`, 'a_enviar', '125.50'],
      [`1234567${String(primeiro + 2).padStart(10, '0')}`, 'a_enviar', '30.00'],
    ]);
    ref.cobrancas = lista.map((c) => c.id);
  });
});

describe('Gerar remessa', () => {
  it('runs as one job for the selection: one CNAB 240 file for the agreement, the charges marked sent, never twice', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/mobilizacao/remessa/envio/gerar', token: admin, payload: { ids: ref.cobrancas } });
    expect(r.statusCode, r.body).toBe(200);
    const tarefa = await vi.waitFor(
      async () => {
        const { rows } = await sql<{ parametros: { ids: number[] }; estado: string; resultado: { mensagem: string; arquivoId: number } }>`
          SELECT parametros, estado, resultado FROM tarefa WHERE tipo = 'mobilizacao.remessa.gerar'`.execute(t.db);
        expect(rows.map((x) => [x.parametros.ids, x.estado])).toEqual([[ref.cobrancas, 'concluida']]);
        return rows[0]!;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(tarefa.resultado.mensagem).toBe('1 remessa(s) com 3 cobrança(s).');
    const { rows } = await sql<{ id: number; arquivo: number; quantidade: number; total: string; sequencia: number }>`
      SELECT id, arquivo_id AS arquivo, quantidade, total::text AS total, sequencia FROM mobilizacao_remessa WHERE arquivo_id = ${tarefa.resultado.arquivoId}`.execute(t.db);
    expect(rows[0]).toMatchObject({ quantidade: 3, total: '281.00', sequencia: 1 });
    const arquivo = await criarArquivos(t.db, t.config.dataDir).ler(rows[0]!.arquivo);
    const lida = lerRemessa(arquivo!.conteudo);
    const lista = await cobrancas();
    expect([lida.banco, lida.layout]).toEqual(['001', 'CNAB240']);
    expect(lida.cobrancas.map((c) => c.nossoNumero)).toEqual(lista.map((c) => c.nossoNumero));
    expect(lista.every((c) => c.situacao === 'enviada' && c.remessaId === rows[0]!.id)).toBe(true);

    expect(await gerar()).toEqual([]);
    await expect(sql`UPDATE mobilizacao_cobranca SET remessa_id = NULL WHERE id = ${ref.cobrancas[0]!}`.execute(t.db)).rejects.toThrow(/já está na remessa/);
  });
});

describe('débito automático', () => {
  /** A débito colaboração of a donor (with the account given, or none) and the month's charge. */
  async function cobrancaDeDebito(deslocamento: number, conta: { agencia: string; conta: string } | null) {
    const { rows: formas } = await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE nome = 'Débito automático Itaú'`.execute(t.db);
    const { rows: pessoas } = await sql<{ id: number; cpf: string | null }>`
      SELECT id, cpf FROM pessoa WHERE unidade_id = ${ref.sede} AND ativo AND cpf IS NOT NULL ORDER BY id DESC LIMIT 1 OFFSET ${deslocamento}`.execute(t.db);
    const { rows: colaboracao } = await sql<{ id: number }>`
      INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, forma_cobranca_id, debito_agencia, debito_conta)
      VALUES (${ref.sede}, ${pessoas[0]!.id}, 42.10, 1, 'DEBITO_AUTOMATICO', ${`${hojeNoModelo().slice(0, 7)}-01`}::date, ${formas[0]!.id},
        ${conta?.agencia ?? null}, ${conta?.conta ?? null}) RETURNING id`.execute(t.db);
    await t.db.transaction().execute((trx) => gerarDoacoesDoMes(trx, hojeNoModelo().slice(0, 7), [colaboracao[0]!.id]));
    const { rows: cobranca } = await sql<{ id: number; nossoNumero: string }>`
      SELECT id, nosso_numero AS "nossoNumero" FROM mobilizacao_cobranca WHERE colaboracao_id = ${colaboracao[0]!.id}`.execute(t.db);
    return { pessoa: pessoas[0]!, cobranca: cobranca[0]! };
  }

  it("goes in a FEBRABAN 150 remittance of its agreement at the donor's agency and account, read back by the same tables", async () => {
    const { pessoa, cobranca } = await cobrancaDeDebito(0, { agencia: '801', conta: '0012345X' });
    const [gerada] = await gerarRemessas(t.db, criarArquivos(t.db, t.config.dataDir), { unidadeId: ref.sede, usuarioId: ref.admin }, [cobranca.id]);
    const { rows } = await sql<{ arquivo: number; layout: string }>`SELECT arquivo_id AS arquivo, layout FROM mobilizacao_remessa WHERE id = ${gerada!.id}`.execute(t.db);
    expect(rows[0]!.layout).toBe('FEBRABAN150');
    const texto = (await criarArquivos(t.db, t.config.dataDir).ler(rows[0]!.arquivo))!.conteudo.toString('latin1');
    const lida = lerRemessaDebitoAutomatico(texto.split('\r\n').filter((l) => l !== ''));
    expect(lida.cabecalho).toMatchObject({ convenio: 'ALICERCE01', banco: '341', nsa: 1 });
    expect(lida.debitos.map((d) => [d.nossoNumero, d.valorCentavos, d.cpfCnpj, d.agencia, d.identificacaoNoBanco])).toEqual([
      [cobranca.nossoNumero, 4210, pessoa.cpf!.replace(/\D/g, ''), '0801', '0012345X'],
    ]);
  });

  it("is not sent without the donor's account, and says why", async () => {
    const { cobranca } = await cobrancaDeDebito(1, null);
    expect(await gerarRemessas(t.db, criarArquivos(t.db, t.config.dataDir), { unidadeId: ref.sede, usuarioId: ref.admin }, [cobranca.id])).toEqual([]);
    const { rows } = await sql<{ situacao: string; motivo: string | null }>`SELECT situacao, motivo FROM mobilizacao_cobranca WHERE id = ${cobranca.id}`.execute(t.db);
    expect(rows[0]).toEqual({ situacao: 'a_enviar', motivo: 'Não enviada: a colaboração não tem a agência e a conta do débito.' });
  });

  it("is refused on the colaboração's form without the donor's account", async () => {
    const { rows: pessoas } = await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${ref.sede} AND ativo ORDER BY id LIMIT 1`.execute(t.db);
    const corpo = { pessoa: pessoas[0]!.id, valor: 30, diaDoMes: 5, forma: 'DEBITO_AUTOMATICO', inicio: hojeNoModelo() };
    const recusada = await t.chamar({ method: 'POST', url: '/api/mobilizacao/colaboracoes', token: admin, payload: corpo });
    expect(recusada.statusCode).toBe(422);
    expect(recusada.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'debitoAgencia', message: 'No débito automático, informe a agência e a conta do doador.' },
      { field: 'debitoConta', message: 'No débito automático, informe a agência e a conta do doador.' },
    ]);
    const aceita = await t.chamar({ method: 'POST', url: '/api/mobilizacao/colaboracoes', token: admin, payload: { ...corpo, debitoAgencia: '801', debitoConta: '123456' } });
    expect(aceita.statusCode, aceita.body).toBe(200);
  });
});

describe('applying a return', () => {
  it('pays two receivables in finance and rejects the third, each record kept with what it did', async () => {
    const [a, b, c] = await cobrancas();
    const hoje = hojeNoModelo();
    const texto = retornoBancoDoBrasil240('1234567', [
      { nossoNumero: a!.nossoNumero, movimento: '06', valorCentavos: 12_550, valorPagoCentavos: 12_600, jurosCentavos: 50, tarifaCentavos: 180, data: hoje },
      { nossoNumero: b!.nossoNumero, movimento: '06', valorCentavos: 12_550, valorPagoCentavos: 12_550, tarifaCentavos: 180, data: hoje },
      { nossoNumero: c!.nossoNumero, movimento: '03', valorCentavos: 3_000, motivos: '08', data: hoje },
    ], hoje);
    const r = await aplicar(texto);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ content: RetornoAplicado }>().content.resultados).toMatchObject({ paga: 2, rejeitada: 1, nao_encontrada: 0 });

    const depois = await cobrancas();
    expect(depois.map((x) => x.situacao)).toEqual(['paga', 'paga', 'rejeitada']);
    expect(depois[2]!.motivo).toMatch(/^03 – /);
    const { rows: titulos } = await sql<{ situacao: string; pago: string; juros: string }>`
      SELECT t.situacao, t.valor_pago::text AS pago, coalesce((SELECT sum(juros) FROM baixa WHERE titulo_id = t.id), 0)::text AS juros
      FROM titulo AS t WHERE t.id = ANY(${depois.map((x) => x.tituloId)}::int[]) ORDER BY t.id`.execute(t.db);
    expect(titulos.map((x) => x.situacao)).toEqual(['PAGO', 'PAGO', 'ABERTO']);
    expect(titulos[0]!.juros).toBe('0.50');
    const { rows: doacoes } = await sql<{ situacao: string }>`SELECT situacao FROM doacao WHERE titulo_id = ANY(${depois.map((x) => x.tituloId)}::int[]) ORDER BY titulo_id`.execute(t.db);
    expect(doacoes.map((x) => x.situacao)).toEqual(['RECEBIDA', 'RECEBIDA', 'PENDENTE']);
    const { rows: registros } = await sql<{ resultado: string }>`
      SELECT resultado FROM mobilizacao_retorno_registro WHERE retorno_id = ${r.json<{ content: RetornoAplicado }>().content.retornoId} ORDER BY linha`.execute(t.db);
    expect(registros.map((x) => x.resultado)).toEqual(['paga', 'paga', 'rejeitada']);

    // The rejected charge goes again in the next remittance; the paid ones do not.
    const novas = await gerar();
    expect(novas.map((x) => x.quantidade)).toEqual([1]);
    expect((await cobrancas())[2]).toMatchObject({ situacao: 'enviada', remessaId: novas[0]!.id });
  });

  it('keeps each file in the history, opened with its charges (a remittance) or its records (a return)', async () => {
    interface Aberto {
      tipo: string;
      cobrancas: { nossoNumero: string; doador: string; valor: number; situacao: string; valorPago: number | null; dataPagamento: string | null }[];
      registros: { linha: number; nossoNumero: string; doador: string | null; resultado: string; valorPago: number }[];
    }
    const abrir = async (id: number) => {
      const r = await t.chamar({ method: 'GET', url: `/api/mobilizacao/remessa/historico/${id}`, token: admin });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ content: Aberto }>().content;
    };
    const [a, b, c] = await cobrancas();
    const { rows: doadores } = await sql<{ nome: string }>`
      SELECT p.nome FROM mobilizacao_cobranca AS c JOIN pessoa AS p ON p.id = c.pessoa_id WHERE c.id = ANY(${ref.cobrancas}::int[]) ORDER BY c.id`.execute(t.db);
    const { rows: arquivos } = await sql<{ remessa: number; retorno: number }>`
      SELECT (SELECT min(remessa_id) FROM mobilizacao_remessa_cobranca WHERE cobranca_id = ${a!.id}) AS remessa,
             (SELECT max(retorno_id) FROM mobilizacao_retorno_registro WHERE cobranca_id = ${a!.id}) AS retorno`.execute(t.db);

    // The list's page leaves the contents out: they come with the opened file alone.
    const pagina = await t.chamar({ method: 'GET', url: '/api/mobilizacao/remessa/historico?page=1&rpp=50', token: admin });
    expect(pagina.json<{ content: { resultList: Record<string, unknown>[] } }>().content.resultList.every((linha) => !('cobrancas' in linha) && !('registros' in linha))).toBe(true);

    const remessa = await abrir(arquivos[0]!.remessa);
    expect(remessa.tipo).toBe('remessa');
    expect(remessa.registros).toEqual([]);
    expect(remessa.cobrancas.map((x) => [x.nossoNumero, x.doador, x.valor, x.situacao, x.valorPago, x.dataPagamento !== null])).toEqual([
      [a!.nossoNumero, doadores[0]!.nome, 125.5, 'paga', 126, true],
      [b!.nossoNumero, doadores[1]!.nome, 125.5, 'paga', 125.5, true],
      // Rejected, it went again in the next remittance: each charge shows where it stands now.
      [c!.nossoNumero, doadores[2]!.nome, 30, 'enviada', null, false],
    ]);

    const retorno = await abrir(arquivos[0]!.retorno);
    expect(retorno.cobrancas).toEqual([]);
    expect(retorno.registros.map((x) => [x.nossoNumero, x.doador, x.resultado, x.valorPago])).toEqual([
      [a!.nossoNumero, doadores[0]!.nome, 'paga', 126],
      [b!.nossoNumero, doadores[1]!.nome, 'paga', 125.5],
      [c!.nossoNumero, doadores[2]!.nome, 'rejeitada', 0],
    ]);
  });

  it('draws the boleto of a charge as a PDF, in a job', async () => {
    // The demo's charge still to send (seed/mobilizacao.ts), of the Banco do Brasil agreement.
    const { rows: aEnviar } = await sql<{ id: number }>`SELECT id FROM vw_mobilizacao_cobranca_envio WHERE unidade_id = ${ref.sede} AND layout = 'CNAB240' ORDER BY id LIMIT 1`.execute(t.db);
    const cobranca = aEnviar[0]!;
    const r = await t.chamar({ method: 'POST', url: `/api/mobilizacao/remessa/envio/${cobranca.id}/boleto`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const arquivoId = await vi.waitFor(
      async () => {
        const { rows } = await sql<{ estado: string; resultado: { arquivoId: number } | null }>`
          SELECT estado, resultado FROM tarefa WHERE tipo = 'mobilizacao.cobranca.boleto' AND parametros->>'cobrancaId' = ${String(cobranca.id)}`.execute(t.db);
        expect(rows[0]?.estado).toBe('concluida');
        return rows[0]!.resultado!.arquivoId;
      },
      { timeout: 20_000, interval: 200 },
    );
    const pdf = await criarArquivos(t.db, t.config.dataDir).ler(arquivoId);
    expect(pdf!.conteudo.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('applies nothing twice: the same file again is refused', async () => {
    const hoje = hojeNoModelo();
    const [a] = await cobrancas();
    const texto = retornoBancoDoBrasil240('1234567', [{ nossoNumero: a!.nossoNumero, movimento: '02', valorCentavos: 12_550, data: hoje }], hoje);
    expect((await aplicar(texto)).statusCode).toBe(200);
    const r = await aplicar(texto);
    expect(r.statusCode).toBe(409);
    expect(r.json<{ message: string }>().message).toMatch(/já foi aplicado/);
  });

  it('refuses a file of another institution’s agreement, changing nothing', async () => {
    const antes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mobilizacao_retorno`.execute(t.db);
    const outro = retornoBancoDoBrasil240('7654321', [{ nossoNumero: '76543210000000001', movimento: '06', valorCentavos: 1000, valorPagoCentavos: 1000, data: hojeNoModelo() }], hojeNoModelo());
    const r = await aplicar(outro);
    expect(r.statusCode).toBe(422);
    expect(r.json<{ message: string }>().message).toBe('O arquivo é do convênio 7654321 do banco 001 (CNAB240), que não é de nenhuma forma de cobrança ativa da instituição.');
    const santander = await aplicar(readFileSync('tests/fixtures/cnab/retorno-cnab240-033.ret'));
    expect(santander.statusCode).toBe(422);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM mobilizacao_retorno`.execute(t.db)).rows[0]!.n).toBe(antes.rows[0]!.n);
  });

  it('refuses a malformed file at its line and position before applying anything', async () => {
    const hoje = hojeNoModelo();
    const linhas = retornoBancoDoBrasil240('1234567', [{ nossoNumero: '12345670000000999', movimento: '06', valorCentavos: 1000, valorPagoCentavos: 1000, data: hoje }], hoje).split('\r\n');
    linhas[3] = `${linhas[3]!.slice(0, 77)}12A4567890123${linhas[3]!.slice(90)}`;
    const r = await aplicar(linhas.join('\r\n'));
    expect(r.statusCode).toBe(422);
    expect(r.json<{ message: string }>().message).toMatch(/[Ll]inha 4/);
  });

  it('reports the charges by method and bank and the returns’ results', async () => {
    const mes = hojeNoModelo().slice(0, 7);
    const periodo = { inicio: `${mes}-01`, fim: hojeNoModelo() };
    const cobrancasDoMes = await tabelaDoRelatorioDaMobilizacao(t.db, 'cobrancas', ref.sede, periodo);
    const bb = cobrancasDoMes.linhas.find((l) => l[2] === 'Boleto Banco do Brasil');
    // The three of this test (R$ 281,00), two paid (R$ 126,00 + R$ 125,50), whatever the demo adds.
    expect(bb?.slice(0, 2)).toEqual(['Boleto', '001']);
    expect(Number(bb?.[5])).toBeGreaterThanOrEqual(2);
    const retornos = await tabelaDoRelatorioDaMobilizacao(t.db, 'retornos', ref.sede, periodo);
    expect(retornos.linhas).toContainEqual(['Boleto Banco do Brasil', 'Paga', 2, '251.50']);
    expect(retornos.linhas).toContainEqual(['Boleto Banco do Brasil', 'Rejeitada', 1, null]);
  });

  it('needs its tags', async () => {
    await criarUsuario(t.db, { login: 'semremessa', unidadeIds: [ref.sede], tags: ['mobilizacao.remessa.visualizar'] });
    const token = await t.entrarNaUnidade('semremessa', 'Sede');
    const r = await aplicar('x', token);
    expect(r.statusCode).toBe(403);
    expect(r.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    const g = await t.chamar({ method: 'POST', url: '/api/mobilizacao/remessa/envio/gerar', token, payload: { ids: [1] } });
    expect(g.statusCode).toBe(403);
  });
});

describe('the demo', () => {
  it('sends the charges the demo marked sent in a remittance, its return confirming one and rejecting the other', async () => {
    await t.db.transaction().execute((trx) => semearRemessa(trx, ref.sede, { dataDir: t.config.dataDir, criadoPor: ref.admin }));
    const { rows } = await sql<{ resultado: string }>`
      SELECT g.resultado FROM mobilizacao_retorno_registro AS g WHERE g.retorno_id = (SELECT max(id) FROM mobilizacao_retorno) ORDER BY g.linha`.execute(t.db);
    expect(rows.map((r) => r.resultado)).toEqual(['confirmada', 'rejeitada']);
    const { rows: soltas } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mobilizacao_cobranca WHERE situacao = 'enviada' AND remessa_id IS NULL`.execute(t.db);
    expect(soltas[0]!.n).toBe(0);
    // The history lists the remittances and the returns under ids of one sequence.
    const { rows: historico } = await sql<{ tipo: string }>`SELECT DISTINCT tipo FROM vw_mobilizacao_remessa ORDER BY tipo`.execute(t.db);
    expect(historico.map((h) => h.tipo)).toEqual(['remessa', 'retorno']);
    const { rows: unicos } = await sql<{ repetidos: number }>`SELECT count(*)::int - count(DISTINCT id)::int AS repetidos FROM vw_mobilizacao_remessa`.execute(t.db);
    expect(unicos[0]!.repetidos).toBe(0);
  });
});
