import { registrarGanchos } from '../../resources/index.ts';
import { validarCategoria } from './categorias.ts';
import { validarImposto } from './impostos.ts';
import { validarEventoFolha, validarOcorrencia } from './referencias.ts';
import { ganchosDoTitulo } from './titulos/ganchos.ts';
import { GANCHOS_DA_TRANSFERENCIA } from './transferencias/ganchos.ts';

// The finance configuration's rules that are not data, as `validar` hooks of its models: the
// generic save (and the import, row by row) judges the record as it will be saved (`antes`: as
// stored, null when new), reading the chart inside the write's transaction.

export function registrarGanchosDoFinanceiro(): void {
  registrarGanchos('categoria', { validar: (ctx, registro, antes) => validarCategoria(ctx.trx, registro, antes) });
  registrarGanchos('imposto', { validar: (_ctx, registro) => validarImposto(registro) });
  registrarGanchos('ocorrenciaFinanceira', { validar: (ctx, registro) => validarOcorrencia(ctx.trx, registro) });
  registrarGanchos('receita', ganchosDoTitulo('receita'));
  registrarGanchos('despesa', ganchosDoTitulo('despesa'));
  registrarGanchos('transferencia', GANCHOS_DA_TRANSFERENCIA);
  registrarGanchos('eventoFolha', { validar: (ctx, registro) => validarEventoFolha(ctx.trx, registro) });
}
