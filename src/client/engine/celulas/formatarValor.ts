import type { Apresentacao } from '../../../shared/engine/tela-resolvida.ts';
import type { Escalar } from '../../../shared/engine/types.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../shared/format/index.ts';
import { formatarMes } from '../../../shared/format/meses.ts';
import { getMask } from '../../../shared/masks/index.ts';
import { t } from '../../i18n/traducao.ts';
import type { Registro } from '../../widgets/q-autocomplete/index.ts';

/** How a record of a referenced model reads, by model name (x-exibicao). */
export type ExibirReferencia = (referencia: string, registro: Registro) => string;

type ApresentacaoDaCelula = Pick<Apresentacao<string>, 'widget' | 'formato' | 'mascara' | 'opcoes' | 'referencia' | 'casasFixas'>;

const vazio = (valor: unknown) => valor === null || valor === undefined || valor === '';

/**
 * The text of a value as the form shows it: dates DD/MM/YYYY (HH:mm), months MM/YYYY, Sim/Não, money
 * 1.234,56, codes 1011, enum labels, masked documents, references by their model's x-exibicao.
 */
export function formatarValor(valor: unknown, apresentacao: ApresentacaoDaCelula, exibir: ExibirReferencia): string {
  if (vazio(valor)) return '';
  if (Array.isArray(valor)) {
    return valor.map((item: unknown) => formatarValor(item, apresentacao, exibir)).filter((t) => t !== '').join(', ');
  }
  const { referencia, opcoes, widget, formato, mascara } = apresentacao;
  if (referencia !== null && typeof valor === 'object') return exibir(referencia, valor as Registro);
  if (opcoes !== null) {
    const opcao = opcoes.find((o) => o.valor === valor);
    if (opcao) return opcao.rotulo;
  }
  if (typeof valor === 'boolean') return valor ? t('Sim') : t('Não');
  if (typeof valor === 'number') return textoDoNumero(valor, widget, apresentacao.casasFixas);
  if (typeof valor === 'string') {
    if (formato === 'date') return formatDate(valor) || valor;
    if (formato === 'date-time') return formatDateTime(valor) || valor;
    if (formato === 'mes') return formatarMes(valor);
    if (mascara !== null) return getMask(mascara).format(valor);
    return valor;
  }
  return textoDeObjeto(valor);
}

/** Money 1.234,56; a code as it is written (1011, never 1.011); fixed decimals when the model asks; any other number pt-BR. */
function textoDoNumero(valor: number, widget: string, casasFixas: number | undefined): string {
  if (widget === 'money') return formatMoney(valor);
  if (casasFixas !== undefined) return formatNumber(valor, { minimumFractionDigits: casasFixas, maximumFractionDigits: casasFixas });
  return widget === 'codigo' ? String(valor) : formatNumber(valor);
}

function textoDeObjeto(valor: unknown): string {
  if (typeof valor !== 'object' || valor === null) return String(valor as Escalar);
  const registro = valor as Record<string, unknown>;
  const nome = registro.nome ?? registro.descricao ?? registro.titulo ?? registro.id;
  return nome === undefined ? '' : String(nome);
}
