import type { FormaDaColaboracao } from '../../../../shared/api/telemarketing.ts';
import type { MotivoNaAgenda } from '../../../../shared/mobilizacao/agenda.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// How the agenda names a reason, a collection method and a colaboração's status, in the user's language.

type Cor = 'danger' | 'warning' | 'brand';

export const rotuloDoMotivo = (t: typeof Traduzir, motivo: MotivoNaAgenda): { texto: string; cor: Cor } =>
  ({
    retorno: { texto: t('Retorno agendado'), cor: 'danger' as const },
    renovacao: { texto: t('Renovação'), cor: 'warning' as const },
    campanha: { texto: t('Campanha'), cor: 'brand' as const },
  })[motivo];

export const rotuloDaForma = (t: typeof Traduzir, forma: FormaDaColaboracao | 'BENS'): string =>
  ({
    PIX: t('PIX'),
    BOLETO: t('Boleto'),
    CARTAO: t('Cartão'),
    DEBITO_AUTOMATICO: t('Débito automático'),
    CONTA_CONSUMO: t('Conta de consumo'),
    DINHEIRO: t('Dinheiro'),
    BENS: t('Bens'),
  })[forma];

export const rotuloDaSituacao = (t: typeof Traduzir, situacao: string): string =>
  ({ ATIVA: t('Ativa'), FALHANDO: t('Falhando'), CANCELADA: t('Cancelada'), ENCERRADA: t('Encerrada') })[situacao] ?? situacao;

/** AAAA-MM-DD or AAAA-MM-DDTHH:mm as DD/MM/AAAA [HH:mm]. */
export const dataLegivel = (valor: string): string => {
  const [data, hora] = valor.split('T') as [string, string | undefined];
  const texto = data.split('-').reverse().join('/');
  return hora === undefined ? texto : `${texto} ${hora.slice(0, 5)}`;
};
