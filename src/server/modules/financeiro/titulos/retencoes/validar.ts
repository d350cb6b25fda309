import type { FieldError } from '../../../../../shared/api/contract.ts';
import { formatMoney } from '../../../../../shared/format/money.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import { idDe, numero, type Registro } from '../../valores.ts';
import { centavos, reais } from '../linhas.ts';
import { retencoesDe, totalRetido, type RetencaoCalculada } from './calcular.ts';
import type { ImpostoLido } from './impostos.ts';

// The rules of a despesa's retenções: each names a tax in use, together they withhold less than
// the título's value, and once one is grouped into a tax payable none changes or leaves (the
// grouped título's amount is theirs): ungroup first.

export const MENSAGEM_IMPOSTO_INATIVO = 'O imposto está inativo: escolha outro.';
export const MENSAGEM_RETIDO_DEMAIS = 'As retenções (R$ {retido}) devem ser menores que o valor do título (R$ {valor}).';
export const MENSAGEM_RETENCOES_AGRUPADAS = 'Esta despesa tem retenções agrupadas num título de imposto: desagrupe-as em Impostos agrupados antes de mudar as retenções ou o valor.';

const chave = (linhas: readonly Registro[]): string =>
  JSON.stringify(linhas.map((l) => [idDe(l['id']), idDe(l['imposto']), numero(l['base']), numero(l['valor']), l['vencimento'] ?? null]).sort());

export function errosDasRetencoes(registro: Registro, antes: Registro | null, calculadas: readonly RetencaoCalculada[], impostos: ReadonlyMap<number, ImpostoLido>): FieldError[] {
  const agrupadas = antes !== null && retencoesDe(antes).some((l) => l['situacao'] === 'AGRUPADA');
  if (agrupadas && chave(retencoesDe(antes)) !== chave(calculadas.map((c) => c.linha))) return [{ field: 'retencoes', message: MENSAGEM_RETENCOES_AGRUPADAS }];
  const erros: FieldError[] = [];
  for (const c of calculadas) {
    const imposto = c.impostoId === null ? undefined : impostos.get(c.impostoId);
    const guardada = c.id !== null && antes !== null && retencoesDe(antes).some((l) => idDe(l['id']) === c.id && idDe(l['imposto']) === c.impostoId);
    if (imposto !== undefined && !imposto.ativo && !guardada) erros.push({ field: `retencoes.${c.indice}.imposto`, message: MENSAGEM_IMPOSTO_INATIVO });
  }
  const valor = centavos(numero(registro['valor']) ?? 0);
  const retido = totalRetido(calculadas);
  if (valor > 0 && retido >= valor) erros.push({ field: 'retencoes', message: interpolar(MENSAGEM_RETIDO_DEMAIS, { retido: formatMoney(reais(retido)), valor: formatMoney(reais(valor)) }) });
  return erros;
}
