import { sql } from 'kysely';
import type { Model } from '../../../../shared/engine/types.ts';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { lerRetorno } from '../../../../shared/mobilizacao/retorno.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import type { Servicos } from '../../../servicos.ts';
import { concessionariaDoCodigo } from './adaptador.ts';
import type { TarifasDoArquivo } from '../tarifas/lancar.ts';
import { aplicarRetorno } from './aplicacao.ts';
import { TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO as T } from '../textosDasTarefas.ts';
import { consentimentosDaConcessionaria } from './consentimentos.ts';

// The specification's "utility returns" job: reads a return kept by the upload, matches and posts
// its records in one transaction with its checkpoint (a retried attempt applies nothing twice),
// and notifies the user who sent it when it ends (with what was done with the utility's fees).

export const TIPO_RETORNO_DA_CONCESSIONARIA = 'mobilizacao.concessionarias.retorno';

interface RetornoGuardado {
  unidadeId: number;
  codigo: string;
  situacao: string;
  conteudo: Buffer;
}

async function retornoGuardado(db: Db, id: number): Promise<RetornoGuardado | null> {
  const { rows } = await sql<RetornoGuardado>`
    SELECT r.unidade_id AS "unidadeId", f.codigo, r.situacao, a.conteudo FROM mobilizacao_retorno_concessionaria AS r
    JOIN mobilizacao_retorno_concessionaria_arquivo AS a ON a.retorno_id = r.id
    JOIN mobilizacao_forma_cobranca AS f ON f.id = r.forma_cobranca_id WHERE r.id = ${id}`.execute(db);
  return rows[0] ?? null;
}

/** What the notice says of the file's fees: booked as an expense, or not and why. */
function fraseDasTarifas(t: TarifasDoArquivo): string {
  if (t.tarifaCentavos === 0) return '';
  const valor = formatMoney(reaisDosCentavos(t.tarifaCentavos));
  return ` ${t.motivo === null ? interpolar(T.tarifasLancadas, { valor }) : interpolar(T.tarifasNaoLancadas, { valor, motivo: t.motivo })}`;
}

async function falhou(db: Db, id: number, mensagem: string): Promise<void> {
  await sql`UPDATE mobilizacao_retorno_concessionaria SET situacao = 'falhou', mensagem = ${mensagem.slice(0, 500)}, atualizado_em = now() WHERE id = ${id}`.execute(db);
}

export function tarefaDoRetornoDaConcessionaria(servicos: Servicos, modelo: Model): TipoDeTarefa<{ retornoId: number }> {
  return {
    tipo: TIPO_RETORNO_DA_CONCESSIONARIA,
    titulo: T.tituloDoRetorno,
    aviso: 'JOB',
    async executar(ctx) {
      const id = ctx.parametros.retornoId;
      const guardado = await retornoGuardado(ctx.db, id);
      if (guardado === null) throw new ErroDaTarefa(T.retornoInexistente, { repetir: false });
      if (guardado.situacao !== 'processando') return { mensagem: T.retornoJaProcessado };
      const concessionaria = await concessionariaDoCodigo(ctx.db, guardado.codigo);
      if (concessionaria === null) throw new ErroDaTarefa(T.concessionariaInexistente, { repetir: false });
      const lido = lerRetorno(new Uint8Array(guardado.conteudo));
      let resumo = '';
      try {
        await ctx.passo(async (trx) => {
          const contexto: ContextoDoGancho = {
            trx,
            sessao: { id: 0, usuarioId: ctx.usuarioId, unidadeId: guardado.unidadeId, tags: new Set() },
            recurso: { url: '/api/doacao/doacoes', modelo },
            servicos,
            depoisDoCommit: () => undefined,
          };
          const consentimentos = await consentimentosDaConcessionaria(trx, guardado.unidadeId, concessionaria.id, concessionaria.codigo);
          const t = await aplicarRetorno(contexto, { id, unidadeId: guardado.unidadeId, concessionaria, consentimentos, registros: lido.registros });
          await sql`UPDATE mobilizacao_retorno_concessionaria SET situacao = 'processado', registros = ${t.registros}, aplicados = ${t.aplicados}, pendentes = ${t.pendentes},
            valor_bruto = ${decimalDosCentavos(t.brutoCentavos)}::numeric, valor_liquido = ${decimalDosCentavos(t.liquidoCentavos)}::numeric,
            tarifas = ${decimalDosCentavos(t.tarifas.tarifaCentavos)}::numeric, tarifas_motivo = ${t.tarifas.motivo}, atualizado_em = now()
            WHERE id = ${id}`.execute(trx);
          const liquido = formatMoney(reaisDosCentavos(t.liquidoCentavos));
          resumo = `${interpolar(T.retornoAplicado, { concessionaria: concessionaria.nome, aplicados: t.aplicados, registros: t.registros, liquido, pendentes: t.pendentes })}${fraseDasTarifas(t.tarifas)}`;
          return { ponto: { retornoId: id }, progresso: 100, mensagem: resumo };
        });
      } catch (erro) {
        if (!(erro instanceof HttpError)) throw erro;
        await falhou(ctx.db, id, erro.message);
        throw new ErroDaTarefa(interpolar(T.retornoNaoAplicado, { motivo: erro.message }), { repetir: false });
      }
      return { mensagem: resumo };
    },
  };
}
