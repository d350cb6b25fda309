import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { centavosDosReais, decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { MENSAGENS_DA_MOBILIZACAO } from '../../../shared/mobilizacao/mensagens.ts';
import type { ContextoDoGancho, GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { idDe, numero, texto } from '../financeiro/valores.ts';
import { acompanharCobrancaDaDoacao, cobrancaNoBanco } from '../mobilizacao/cobranca/acompanhar.ts';
import { cobrarDoacaoPorBoleto } from '../mobilizacao/cobranca/criar.ts';
import { agradecerDoacao, enviarDepoisDoCommit } from './avisos.ts';
import { registrarMovimento } from './movimento.ts';
import { cobrarDoacao } from './provedores.ts';
import { acompanharTitulo, criarTituloDaDoacao } from './titulo.ts';

// The gift's rules on the generic form (model doacao): a new gift becomes a receivable of the
// finance core (a gift of goods is received at once, at fair value) and a line of the movements,
// charged through its method's provider (a PIX gift gets its txid), and the donor is thanked by e-mail;
// only a pending gift is changed, its receivable following; a received one is reversed, not edited.
// A gift by boleto gets its charge in fundraising (the agreement chosen, else the active one) in the
// same transaction; without an active boleto agreement the gift is registered and the reply says
// it has no boleto. A pending gift changed takes its charge along (cobranca/acompanhar.ts), unless
// the bank already has it: then the change is refused.

const CAMPOS_DO_DINHEIRO = ['pessoa', 'valor', 'data', 'forma'] as const;

const valorDe = (r: Registro): string => decimalDosCentavos(centavosDosReais(numero(r['valor']) ?? 0) ?? 0);
const dataDe = (r: Registro): string => texto(r['data'])?.slice(0, 10) ?? '';
const igual = (a: unknown, b: unknown): boolean => (idDe(a) ?? a) === (idDe(b) ?? b);

/** The chosen agreement, when given, must be an active boleto agreement. */
async function conferirConvenio(ctx: Pick<ContextoDoGancho, 'trx'>, registro: Registro): Promise<FieldError[]> {
  const escolhida = idDe(registro['formaCobranca']);
  if (registro['forma'] !== 'BOLETO' || escolhida === null) return [];
  const { rows } = await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE id = ${escolhida} AND ativo AND tipo = 'boleto'`.execute(ctx.trx);
  return rows.length === 0 ? [{ field: 'formaCobranca', message: MENSAGENS_DA_MOBILIZACAO.convenioDeBoleto }] : [];
}

async function cobrarPorBoleto(ctx: ContextoDoGancho, registro: Registro, r: { id: number; unidadeId: number; pessoaId: number; tituloId: number; data: string; valor: string }): Promise<void> {
  const receivel = { unidadeId: r.unidadeId, pessoaId: r.pessoaId, tituloId: r.tituloId, vencimento: r.data, valor: r.valor, emissao: hojeNoModelo() };
  const cobranca = await cobrarDoacaoPorBoleto(ctx.trx, r.id, idDe(registro['formaCobranca']), receivel);
  if (cobranca === null) ctx.avisar?.(MENSAGENS_DA_MOBILIZACAO.doacaoSemBoleto);
}

export const GANCHOS_DA_DOACAO: GanchosDoModelo = {
  async validar(ctx, registro, antes) {
    if (antes === null) return conferirConvenio(ctx, registro);
    const mudou = [...CAMPOS_DO_DINHEIRO, 'formaCobranca'].some((c) => !igual(registro[c], antes[c]));
    if (!mudou) return [];
    if (antes['situacao'] === 'PENDENTE') {
      const tituloId = idDe(antes['titulo']);
      if (tituloId !== null && (await cobrancaNoBanco(ctx.trx, tituloId))) return [{ field: 'valor', message: MENSAGENS_DA_MOBILIZACAO.boletoNoBanco }];
      return conferirConvenio(ctx, registro);
    }
    const erro: FieldError = { field: 'valor', message: idDe(antes['recibo']) === null ? M.soPendente : M.doacaoRecibada };
    return [erro];
  },

  async depoisDeSalvar(ctx, registro, antes) {
    const id = idDe(registro['id'])!;
    const pessoaId = idDe(registro['pessoa'])!;
    const valor = valorDe(registro);
    const data = dataDe(registro);
    const forma = texto(registro['forma']) ?? 'PIX';
    const unidadeId = ctx.sessao.unidadeId ?? 0;
    if (antes !== null) {
      const tituloId = idDe(registro['titulo']);
      if (tituloId === null || registro['situacao'] !== 'PENDENTE') return;
      await acompanharTitulo(ctx.trx, tituloId, { pessoaId, data, valor, contaId: idDe(registro['conta']) });
      const receivel = { id, unidadeId, pessoaId, tituloId, vencimento: data, valor, emissao: hojeNoModelo(), forma, escolhida: idDe(registro['formaCobranca']) };
      if (!(await acompanharCobrancaDaDoacao(ctx.trx, receivel))) ctx.avisar?.(MENSAGENS_DA_MOBILIZACAO.doacaoSemBoleto);
      return;
    }
    enviarDepoisDoCommit(ctx, agradecerDoacao, id);
    const base = { unidadeId, pessoaId, doacaoId: id, colaboracaoId: null, data, forma, valor };
    await registrarMovimento(ctx.trx, { ...base, tipo: 'DOACAO', descricao: `Doação nº ${id}` });
    if (forma === 'BENS') {
      await sql`UPDATE doacao SET situacao = 'RECEBIDA' WHERE id = ${id}`.execute(ctx.trx);
      await registrarMovimento(ctx.trx, { ...base, tipo: 'PAGAMENTO', descricao: `Bens recebidos: doação nº ${id}` });
      return;
    }
    const tituloId = await criarTituloDaDoacao(ctx.trx, { doacaoId: id, unidadeId, pessoaId, data, valor, contaId: idDe(registro['conta']) });
    if (forma === 'BOLETO') await cobrarPorBoleto(ctx, registro, { id, unidadeId, pessoaId, tituloId, data, valor });
    await cobrarDoacao(ctx.trx, { id, valor, forma, txid: null });
  },
};

export const GANCHOS_DA_COLABORACAO: GanchosDoModelo = {
  validar(_ctx, registro) {
    const inicio = texto(registro['inicio'])?.slice(0, 10);
    const fim = texto(registro['fim'])?.slice(0, 10);
    return inicio !== undefined && fim !== undefined && fim < inicio ? [{ field: 'fim', message: M.fimAntesDoInicio }] : [];
  },
};
