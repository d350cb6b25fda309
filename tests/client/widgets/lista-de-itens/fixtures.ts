import type { ModelProperty } from '../../../../src/shared/engine/types.ts';

/** The items of grupoIntervalo.horarios, as the model describes them. */
export const HORARIO: ModelProperty = {
  type: 'object',
  title: 'Horário',
  required: ['diasSemana', 'inicio', 'fim', 'duracaoMaximaMin'],
  properties: {
    id: { type: 'integer', readOnly: true },
    diasSemana: {
      type: 'array',
      title: 'Dias da semana',
      items: {
        type: 'integer',
        enum: [0, 1, 2, 3, 4, 5, 6],
        'x-opcoes': { '0': 'Domingo', '1': 'Segunda-feira', '2': 'Terça-feira', '3': 'Quarta-feira', '4': 'Quinta-feira', '5': 'Sexta-feira', '6': 'Sábado' },
      },
    },
    inicio: { type: 'string', title: 'Início', format: 'hora' },
    fim: { type: 'string', title: 'Fim', format: 'hora', 'x-posteriorA': 'inicio' },
    duracaoMaximaMin: { type: 'integer', title: 'Duração máxima (min)', minimum: 1, maximum: 480 },
  },
};

export const ALMOCO = { id: 31, diasSemana: [1, 2, 3, 4, 5], inicio: '12:00', fim: '13:00', duracaoMaximaMin: 60 };
export const CAFE = { id: 32, diasSemana: [1, 3], inicio: '15:00', fim: '15:30', duracaoMaximaMin: 15 };
