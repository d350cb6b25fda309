import type { FieldError } from '../../../shared/api/contract.ts';
import { centavosDosReais } from '../../../shared/financeiro/centavos.ts';
import { valorEmReais } from '../../../shared/financeiro/recibo.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DOS_PROJETOS as M } from '../../../shared/projetos/mensagens.ts';
import { prazosDaPrestacao } from '../../../shared/projetos/prestacao.ts';
import { previsoesAcimaDoTotal, type RubricaOrcada } from '../../../shared/projetos/rubricas.ts';
import type { GanchosDoModelo } from '../../resources/index.ts';
import { idDe, numero, texto, type Registro } from '../financeiro/valores.ts';

// The project's rules over its child tables, as hooks of the projeto model:
// - validar: each month planned names a saved rubrica of this project (a new rubrica is saved
//   first, then planned), and a rubrica's months add up to no more than its total;
// - antesDeSalvar: a month is stored as its first day, and a partnership with its term and no
//   accountability rows gets the deadlines of src/shared/projetos/prestacao.ts.

const linhas = (valor: unknown): Registro[] => (Array.isArray(valor) ? valor.filter((v): v is Registro => typeof v === 'object' && v !== null) : []);
const centavos = (valor: unknown): number => {
  const n = numero(valor);
  return n === null ? 0 : (centavosDosReais(n) ?? 0);
};

function errosDasPrevisoes(registro: Registro): FieldError[] {
  const rubricas: RubricaOrcada[] = linhas(registro['rubricas']).flatMap((r) => {
    const id = idDe(r['id']);
    return id === null ? [] : [{ id, rotulo: `${texto(r['codigo']) ?? ''} - ${texto(r['descricao']) ?? ''}`, orcadoCentavos: centavos(r['valorTotal']) }];
  });
  const previsoes = linhas(registro['previsoes']);
  const erros: FieldError[] = previsoes.flatMap((p, i) => {
    const id = idDe(p['rubrica']);
    return id !== null && !rubricas.some((r) => r.id === id) ? [{ field: `previsoes.${i}.rubrica`, message: M.previsaoSemRubrica }] : [];
  });
  const acima = previsoesAcimaDoTotal(
    rubricas,
    previsoes.flatMap((p) => {
      const id = idDe(p['rubrica']);
      return id === null ? [] : [{ rubricaId: id, valorCentavos: centavos(p['valor']) }];
    }),
  );
  for (const { rubrica, previstoCentavos } of acima) {
    const i = previsoes.findIndex((p) => idDe(p['rubrica']) === rubrica.id);
    erros.push({
      field: `previsoes.${i}.valor`,
      message: interpolar(M.previsaoAcimaDaRubrica, { rubrica: rubrica.rotulo, previsto: valorEmReais(previstoCentavos), orcado: valorEmReais(rubrica.orcadoCentavos) }),
    });
  }
  return erros;
}

const doMes = (data: unknown): unknown => {
  const t = texto(data);
  return t === null ? data : `${t.slice(0, 7)}-01`;
};

function prestacoesDaVigencia(registro: Registro): Registro[] | null {
  const inicio = texto(registro['vigenciaInicio']);
  const fim = texto(registro['vigenciaFim']);
  if (registro['parceria'] !== true || inicio === null || fim === null || fim < inicio || linhas(registro['prestacoes']).length > 0) return null;
  return prazosDaPrestacao(inicio, fim).map((p) => ({ tipo: p.tipo, vencimento: p.vencimento, apresentadaEm: null, apresentadaPor: null }));
}

export const GANCHOS_DO_PROJETO: GanchosDoModelo = {
  validar: (_ctx, registro) => errosDasPrevisoes(registro),
  antesDeSalvar: async (_ctx, registro) => {
    const previsoes = linhas(registro['previsoes']).map((p) => ({ ...p, competencia: doMes(p['competencia']) }));
    const prestacoes = prestacoesDaVigencia(registro);
    return { ...registro, previsoes, ...(prestacoes === null ? {} : { prestacoes }) };
  },
};
