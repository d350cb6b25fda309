import { ehDataISO } from '../../../../../shared/calendario/index.ts';
import { reter } from '../../../../../shared/financeiro/retencoes.ts';
import { dataDoFatoGerador, vencimentoDoImposto } from '../../../../../shared/financeiro/vencimentoDoImposto.ts';
import { idDe, numero, type Registro } from '../../valores.ts';
import { centavos, dia, reais } from '../linhas.ts';
import type { ImpostoLido } from './impostos.ts';

// A despesa's retenções as the server stores them, whatever the form sent: each row's base (the
// título's value when left empty), the rate and amount withheld (src/shared/financeiro/retencoes.ts),
// the título's competence, and the tax's due date from its taxable event (the título's issue, or
// its first due date standing for the payment) moved off non-business days. A stored row keeps
// its state (an agrupada stays agrupada); a new one is ABERTA.

export interface RetencaoCalculada {
  indice: number;
  id: number | null;
  impostoId: number | null;
  baseCentavos: number;
  valorCentavos: number;
  situacao: string;
  linha: Registro;
}

const linhas = (valor: unknown): Registro[] => (Array.isArray(valor) ? valor.filter((l): l is Registro => typeof l === 'object' && l !== null) : []);

export const retencoesDe = (registro: Registro): Registro[] => linhas(registro['retencoes']);

export function calcularRetencoes(registro: Registro, antes: Registro | null, impostos: ReadonlyMap<number, ImpostoLido>, feriados: readonly string[]): RetencaoCalculada[] {
  const valor = centavos(numero(registro['valor']) ?? 0);
  const situacoes = new Map((antes === null ? [] : retencoesDe(antes)).map((l) => [idDe(l['id']), typeof l['situacao'] === 'string' ? l['situacao'] : 'ABERTA']));
  const competencia = dia(registro['competencia']);
  const datas = { emissao: dia(registro['emissao']), pagamento: dia(registro['dataVencimento']) };
  return retencoesDe(registro).map((linha, indice) => {
    const id = idDe(linha['id']);
    const impostoId = idDe(linha['imposto']);
    const baseEnviada = numero(linha['base']);
    const baseCentavos = baseEnviada === null ? valor : centavos(baseEnviada);
    const situacao = (id === null ? undefined : situacoes.get(id)) ?? 'ABERTA';
    const imposto = impostoId === null ? undefined : impostos.get(impostoId);
    if (imposto === undefined) return { indice, id, impostoId, baseCentavos, valorCentavos: 0, situacao, linha };
    const retencao = reter(baseCentavos, imposto);
    const fato = dataDoFatoGerador(imposto, { emissao: datas.emissao ?? '', pagamento: datas.pagamento ?? '' });
    const vencimento = ehDataISO(fato) ? vencimentoDoImposto(fato, imposto, feriados) : null;
    const calculada = {
      ...linha,
      base: reais(baseCentavos),
      aliquota: imposto.aliquota,
      valor: reais(retencao.valorCentavos),
      competencia: competencia === null ? null : `${competencia.slice(0, 7)}-01`,
      vencimento,
      situacao,
    };
    return { indice, id, impostoId, baseCentavos, valorCentavos: retencao.valorCentavos, situacao, linha: calculada };
  });
}

export const totalRetido = (calculadas: readonly RetencaoCalculada[]): number => calculadas.reduce((soma, r) => soma + r.valorCentavos, 0);
