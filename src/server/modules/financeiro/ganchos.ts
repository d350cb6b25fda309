import { registrarGanchos } from '../../resources/index.ts';
import { validarCategoria } from './categorias.ts';
import { GANCHOS_DA_CONTA_CONCILIADA } from './conciliacao/casamento/ganchos.ts';
import { validarRegra } from './conciliacao/casamento/regra.ts';
import { ganchosDoLancamentoFixo } from './fixos/lancamentos.ts';
import { GANCHOS_DO_TITULO_A_DEFINIR } from './fixos/titulos-a-definir.ts';
import { validarImposto } from './impostos.ts';
import { validarEventoFolha, validarOcorrencia } from './referencias.ts';
import { GANCHOS_DOS_PENDENTES, GANCHOS_DOS_RECIBOS } from './recibos/acoes.ts';
import { ganchosDoTitulo } from './titulos/ganchos.ts';
import { agrupar } from './titulos/retencoes/agrupar.ts';
import { desagrupar } from './titulos/retencoes/desagrupar.ts';
import { GANCHOS_DA_TRANSFERENCIA } from './transferencias/ganchos.ts';
import { filtrarPorBaixa } from './painel/baixadoEm.ts';
import { GANCHOS_DO_ANO_DO_ORCAMENTO } from './planoorcamentario/ganchos.ts';

// The finance configuration's rules that are not data, as `validar` hooks of its models: the
// generic save (and the import, row by row) judges the record as it will be saved (`antes`: as
// stored, null when new), reading the chart inside the write's transaction.

export function registrarGanchosDoFinanceiro(): void {
  registrarGanchos('categoria', { validar: (ctx, registro, antes) => validarCategoria(ctx.trx, registro, antes) });
  registrarGanchos('imposto', { validar: (_ctx, registro) => validarImposto(registro) });
  registrarGanchos('ocorrenciaFinanceira', { validar: (ctx, registro) => validarOcorrencia(ctx.trx, registro) });
  registrarGanchos('receita', ganchosDoTitulo('receita'));
  registrarGanchos('despesa', ganchosDoTitulo('despesa'));
  registrarGanchos('reciboPendente', GANCHOS_DOS_PENDENTES);
  registrarGanchos('recibo', GANCHOS_DOS_RECIBOS);
  registrarGanchos('lancamentoFixoReceita', ganchosDoLancamentoFixo('receita'));
  registrarGanchos('lancamentoFixoDespesa', ganchosDoLancamentoFixo('despesa'));
  registrarGanchos('tituloADefinir', GANCHOS_DO_TITULO_A_DEFINIR);
  registrarGanchos('retencaoAberta', { acoes: { agrupar } });
  registrarGanchos('impostoAgrupado', { acoes: { desagrupar } });
  registrarGanchos('transferencia', GANCHOS_DA_TRANSFERENCIA);
  registrarGanchos('eventoFolha', { validar: (ctx, registro) => validarEventoFolha(ctx.trx, registro) });
  registrarGanchos('anoDoOrcamento', GANCHOS_DO_ANO_DO_ORCAMENTO);
  registrarGanchos('contaConciliada', GANCHOS_DA_CONTA_CONCILIADA);
  registrarGanchos('regraConciliacao', { validar: (ctx, registro) => validarRegra(ctx, registro) });
  // The lists' "Pago em" / "Recebido em" filter, which the dashboards' charts open.
  registrarGanchos('receita', { filtrar: filtrarPorBaixa });
  registrarGanchos('despesa', { filtrar: filtrarPorBaixa });
}
