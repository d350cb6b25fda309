import type { FormaDaColaboracao } from '../../../../shared/api/telemarketing.ts';
import type { MotivoNaAgenda } from '../../../../shared/mobilizacao/agenda.ts';

// The agenda's labels, keys of the catalogue (shown through t).

export const ROTULO_DO_MOTIVO: Readonly<Record<MotivoNaAgenda, string>> = {
  retorno: 'Retorno agendado',
  renovacao: 'Renovação',
  campanha: 'Campanha',
};

export const ROTULO_DA_FORMA: Readonly<Record<FormaDaColaboracao, string>> = {
  PIX: 'PIX',
  BOLETO: 'Boleto',
  CARTAO: 'Cartão',
  DEBITO_AUTOMATICO: 'Débito automático',
  CONTA_CONSUMO: 'Conta de consumo',
  DINHEIRO: 'Dinheiro',
};

export const ROTULO_DA_SITUACAO: Readonly<Record<string, string>> = {
  ATIVA: 'Ativa',
  FALHANDO: 'Falhando',
  CANCELADA: 'Cancelada',
  ENCERRADA: 'Encerrada',
};

/** AAAA-MM-DD or AAAA-MM-DDTHH:mm as DD/MM/AAAA [HH:mm]. */
export const dataLegivel = (valor: string): string => {
  const [data, hora] = valor.split('T') as [string, string | undefined];
  const texto = data.split('-').reverse().join('/');
  return hora === undefined ? texto : `${texto} ${hora.slice(0, 5)}`;
};
