import { HttpError } from '../../http/erros.ts';

// What the break-interval calls answer when they refuse, in pt-BR.

export const MENSAGENS_DO_INTERVALO = {
  horarioNaoEncontrado: 'Horário de intervalo não encontrado.',
  naoMembro: 'Você não participa do grupo deste intervalo.',
  foraDaJanela: 'O intervalo não está liberado neste horário.',
  intervaloNaoEncontrado: 'Intervalo não encontrado.',
  jaIniciado: 'Este intervalo já foi iniciado.',
  jaEncerrado: 'Este intervalo já foi encerrado.',
  outroEmAndamento: 'Você já tem um intervalo em andamento.',
  tipoNaoPermitido: 'Este tipo de intervalo não é permitido para o grupo.',
  naoEmAndamento: 'Este intervalo não está em andamento.',
  dataFinalAntes: 'A data final deve ser igual ou posterior à data inicial.',
  periodoLongo: 'O período pode ter no máximo 366 dias.',
} as const;

/** A 422 whose message says which rule refused; with the field it concerns, when one does. */
export function recusa(mensagem: string, campo?: string): HttpError {
  return new HttpError(422, mensagem, campo === undefined ? undefined : [{ field: campo, message: mensagem }]);
}
