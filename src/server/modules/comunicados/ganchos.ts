import type { FieldError } from '../../../shared/api/contract.ts';
import { ALCANCES_DO_COMUNICADO, type AlcanceDoComunicado } from '../../../shared/comunicados/comunicado.ts';
import { errosDasDatas, type PublicoDoComunicado } from '../../../shared/comunicados/regras.ts';
import { formatModel, modelToInstant } from '../../../shared/format/dates.ts';
import { registrarGanchos, type GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { idDe, texto, umDe } from '../financeiro/valores.ts';
import { anunciarPendentes } from './anuncio.ts';

// The announcement's rules on the generic form (model comunicado): the audience keeps only the
// units, sectors or groups of its kind (the descriptor requires one; "everyone" drops the rest);
// a blank publication is now; the audience rows the readers' query uses are written with the
// record, and the author with a new one. One published now goes out live after the commit.

const ids = (valor: unknown): number[] => (Array.isArray(valor) ? [...new Set(valor.map(idDe).filter((id): id is number => id !== null))] : []);

function publicoDe(registro: Registro): PublicoDoComunicado {
  const alcance: AlcanceDoComunicado = umDe(registro['alcance'], ALCANCES_DO_COMUNICADO) ?? 'TODOS';
  return {
    alcance,
    unidades: alcance === 'UNIDADES' ? ids(registro['unidades']) : [],
    setores: alcance === 'SETORES' ? ids(registro['setores']) : [],
    grupos: alcance === 'GRUPOS' ? ids(registro['grupos']) : [],
  };
}

const comoReferencias = (lista: readonly number[]) => lista.map((id) => ({ id }));

export const GANCHOS_DO_COMUNICADO: GanchosDoModelo = {
  validar(_ctx, registro): FieldError[] {
    const publicarEm = texto(registro['publicarEm']);
    return errosDasDatas(publicarEm?.slice(0, 10) ?? null, texto(registro['expiraEm']));
  },

  antesDeSalvar(ctx, registro) {
    const publico = publicoDe(registro);
    const publicarEm = texto(registro['publicarEm']) ?? formatModel(ctx.servicos.agora());
    return Promise.resolve({
      ...registro,
      publicarEm,
      unidades: comoReferencias(publico.unidades),
      setores: comoReferencias(publico.setores),
      grupos: comoReferencias(publico.grupos),
    });
  },

  async depoisDeSalvar(ctx, registro, antes) {
    const id = idDe(registro['id']);
    if (id === null) return;
    const publico = publicoDe(registro);
    await ctx.trx.deleteFrom('comunicado_alvo').where('comunicado_id', '=', id).execute();
    const alvos = [
      ...publico.unidades.map((unidade_id) => ({ comunicado_id: id, unidade_id, setor_id: null, grupo_id: null })),
      ...publico.setores.map((setor_id) => ({ comunicado_id: id, unidade_id: null, setor_id, grupo_id: null })),
      ...publico.grupos.map((grupo_id) => ({ comunicado_id: id, unidade_id: null, setor_id: null, grupo_id })),
    ];
    if (alvos.length > 0) await ctx.trx.insertInto('comunicado_alvo').values(alvos).execute();
    if (antes === null) await ctx.trx.updateTable('comunicado').set({ autor_id: ctx.sessao.usuarioId }).where('id', '=', id).execute();
    const instante = modelToInstant(texto(registro['publicarEm']) ?? '');
    const { agora, db, tempoReal } = ctx.servicos;
    if (instante !== null && instante <= agora()) {
      ctx.depoisDoCommit(() => void anunciarPendentes(db, tempoReal, agora(), () => undefined).catch(() => undefined));
    }
  },
};

export function registrarGanchosDosComunicados(): void {
  registrarGanchos('comunicado', GANCHOS_DO_COMUNICADO);
}
