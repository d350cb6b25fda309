import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { problemasDoLancamentoManual } from '../../../../shared/contabilidade/lancamentoManual.ts';
import { planoPorCodigo } from '../../../../shared/contabilidade/planoDeContas.ts';
import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import type { Db } from '../../../db/database.ts';
import { idDe, numero, texto, type Registro } from '../valores.ts';
import { recusarLancamentoEmPeriodoFechado } from './periodo-fechado.ts';
import { lerPlano } from './plano.ts';

// The manual entries (model lancamentoContabil, origem MANUAL): a whole positive number of cents
// and two different analytic accounts (problemasDoLancamentoManual), a date outside a closed
// period. The automatic ones and the closing's are read only: the finance event or the closing
// writes them, never the form.

export const MENSAGEM_LANCAMENTO_AUTOMATICO = 'Um lançamento automático ou de encerramento não é alterado: ele segue o evento que o gerou.';

const CAMPOS: Readonly<Record<string, string>> = { valorCentavos: 'valor', debito: 'contaDebito', credito: 'contaCredito' };

export async function validarLancamentoManual(db: Db, unidadeId: number, registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  if (antes !== null && antes['origem'] !== 'MANUAL') throw new HttpError(422, MENSAGEM_LANCAMENTO_AUTOMATICO);
  const plano = await lerPlano(db);
  const codigoDe = (campo: string): string => {
    const id = idDe(registro[campo]);
    return plano.find((c) => c.id === id)?.codigo ?? (id === null ? '' : `#${id}`);
  };
  const valor = numero(registro['valor']);
  const problemas = problemasDoLancamentoManual(planoPorCodigo(plano), {
    data: texto(registro['data']) ?? '',
    valorCentavos: valor === null ? 0 : Math.round(valor * 100),
    debito: codigoDe('contaDebito'),
    credito: codigoDe('contaCredito'),
    centroDeCustoDebito: null,
    centroDeCustoCredito: null,
    historico: texto(registro['historico']) ?? '',
    encerramento: false,
  });
  const data = texto(registro['data']);
  if (data !== null) await recusarLancamentoEmPeriodoFechado(db, unidadeId, data, 'data');
  const anterior = antes === null ? null : texto(antes['data']);
  // Moving an entry out of a closed period changes that period too.
  if (anterior !== null && anterior !== data) await recusarLancamentoEmPeriodoFechado(db, unidadeId, anterior, 'data');
  return problemas.map((p) => ({ field: CAMPOS[p.field] ?? p.field, message: p.message }));
}

export const GANCHOS_DO_LANCAMENTO: GanchosDoModelo = {
  validar: (ctx, registro, antes) => validarLancamentoManual(ctx.trx, ctx.sessao.unidadeId ?? 0, registro, antes),
  antesDeSalvar: (_ctx, registro, antes) => Promise.resolve(antes === null ? { ...registro, origem: 'MANUAL' } : registro),
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    if (antes === null && id !== null) {
      await sql`UPDATE lancamento_contabil SET usuario_id = ${ctx.sessao.usuarioId}, lote = nextval('lancamento_contabil_lote') WHERE id = ${id}`.execute(ctx.trx);
    }
  },
};
