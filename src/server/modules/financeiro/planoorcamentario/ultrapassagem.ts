import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { centavosDoDecimal, centavosDosReais } from '../../../../shared/financeiro/centavos.ts';
import { ehModoDeUltrapassagem, verificarOrcamento, type ModoDeUltrapassagem } from '../../../../shared/orcamento/ultrapassagem.ts';
import type { Db } from '../../../db/database.ts';
import type { ContextoDaValidacao } from '../../../resources/index.ts';
import { idDe, numero, texto, type Registro } from '../valores.ts';

// The overrun check of a despesa (a validar hook of the títulos): when one is created, or its
// value, category, cost centre or competence month changes, its budget line's plan for that month
// is set against what the line already commits (the unit's despesas of that month not cancelled,
// the one being edited left out) plus its value, by competence as the execution reads. The finance
// parameter orcamentoExcedido decides: AVISAR saves and warns, BLOQUEAR refuses on `valor`, NADA
// does nothing. A category and cost centre with no line in the plan is not checked.

interface Despesa {
  categoriaId: number;
  centroCustoId: number;
  /** YYYY-MM */
  mes: string;
  valorCentavos: number;
}

function despesaDe(registro: Registro): Despesa | null {
  const categoriaId = idDe(registro['categoria']);
  const centroCustoId = idDe(registro['centroCusto']);
  const mes = texto(registro['competencia'])?.slice(0, 7) ?? '';
  const valor = numero(registro['valor']);
  const valorCentavos = valor === null ? null : centavosDosReais(valor);
  if (categoriaId === null || centroCustoId === null || !/^\d{4}-(0[1-9]|1[0-2])$/.test(mes) || valorCentavos === null) return null;
  return { categoriaId, centroCustoId, mes, valorCentavos };
}

const mesma = (a: Despesa, b: Despesa | null): boolean =>
  b !== null && a.categoriaId === b.categoriaId && a.centroCustoId === b.centroCustoId && a.mes === b.mes && a.valorCentavos === b.valorCentavos;

export async function modoDeUltrapassagem(db: Db): Promise<ModoDeUltrapassagem> {
  const { rows } = await sql<{ valor: unknown }>`
    SELECT valor FROM ajuste WHERE modelo = 'parametroFinanceiro' AND campo = 'orcamentoExcedido' AND unidade_id IS NULL`.execute(db);
  const valor = rows[0]?.valor;
  return ehModoDeUltrapassagem(valor) ? valor : 'AVISAR';
}

interface LinhaNoMes {
  planejado: string;
  comprometido: string;
  categoria: string;
  centro: string;
}

async function linhaNoMes(db: Db, unidadeId: number, d: Despesa, tituloId: number | null): Promise<LinhaNoMes | null> {
  const [ano, mes] = d.mes.split('-').map(Number) as [number, number];
  const { rows } = await sql<LinhaNoMes>`
    SELECT o.meses[${mes}]::text AS planejado, c.codigo || ' - ' || c.descricao AS categoria, cc.codigo || ' - ' || cc.descricao AS centro,
      (SELECT coalesce(sum(t.valor), 0) FROM titulo t
        WHERE t.unidade_id = ${unidadeId} AND t.situacao <> 'CANCELADO' AND t.tipo = 'DESPESA' AND t.competencia = make_date(${ano}, ${mes}, 1)
          AND t.categoria_id = o.categoria_id AND t.centro_custo_id = o.centro_custo_id AND t.id <> ${tituloId ?? 0})::text AS comprometido
    FROM orcamento_linha o JOIN categoria c ON c.id = o.categoria_id JOIN centro_custo cc ON cc.id = o.centro_custo_id
    WHERE o.unidade_id = ${unidadeId} AND o.ano = ${ano} AND o.categoria_id = ${d.categoriaId} AND o.centro_custo_id = ${d.centroCustoId}`.execute(db);
  return rows[0] ?? null;
}

export async function errosDoOrcamento(ctx: ContextoDaValidacao, registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  const despesa = despesaDe(registro);
  if (despesa === null || registro['situacao'] === 'CANCELADO' || mesma(despesa, antes === null ? null : despesaDe(antes))) return [];
  const modo = await modoDeUltrapassagem(ctx.trx);
  if (modo === 'NADA') return [];
  const linha = await linhaNoMes(ctx.trx, ctx.sessao.unidadeId ?? 0, despesa, idDe(antes?.['id']));
  if (linha === null) return [];
  const veredito = verificarOrcamento({
    modo,
    categoria: linha.categoria,
    centroDeCusto: linha.centro,
    competencia: despesa.mes,
    planejadoCentavos: centavosDoDecimal(linha.planejado) ?? 0,
    comprometidoCentavos: centavosDoDecimal(linha.comprometido) ?? 0,
    valorCentavos: despesa.valorCentavos,
  });
  if (veredito.tipo === 'BLOQUEIO') return [{ field: 'valor', message: veredito.mensagem }];
  if (veredito.tipo === 'AVISO') ctx.avisar?.(veredito.mensagem);
  return [];
}
