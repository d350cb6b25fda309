// The calculators' texts (pt-BR keys of the catalogue, shown through traduzir): each count's label
// and each calculator's title and rule, with the articles it follows.

import type { ContagensDoCebas, TipoDeCalculadora } from './calculadoras.ts';

export const ROTULOS_DAS_CONTAGENS: Readonly<Record<keyof ContagensDoCebas, string>> = {
  alunosPagantes: 'Alunos pagantes',
  bolsasIntegrais: 'Bolsas integrais (100%)',
  bolsasParciais: 'Bolsas parciais (50%)',
  bolsasIntegraisDeficiencia: 'Bolsas integrais a alunos com deficiência (peso 1,2)',
  bolsasIntegraisTempoIntegral: 'Bolsas integrais a alunos em tempo integral (peso 1,4)',
  alunosGratuitos: 'Alunos gratuitos (totalmente gratuitos ou por convênio)',
  alunosGratuitosPerfilIntegral: 'Deles, no perfil da bolsa integral',
  alunosGratuitosPerfilParcial: 'Deles, no perfil da bolsa parcial',
};

export interface TextosDaCalculadora {
  titulo: string;
  regra: string;
}

export const TEXTOS_DAS_CALCULADORAS: Readonly<Record<TipoDeCalculadora, TextosDaCalculadora>> = {
  superior: {
    titulo: 'Educação superior',
    regra:
      'Decreto 11.791/2023, art. 60, e LC 187/2021: com o Prouni, uma bolsa integral para cada 5 alunos pagantes, com no mínimo uma integral para cada 9; sem o Prouni, uma para cada 4, com no mínimo uma integral para cada 9 e uma para cada 25. Duas bolsas parciais de 50% valem uma integral. Frações de 0,5 ou mais arredondam para cima; abaixo de 0,5, para baixo (art. 60, § 3º).',
  },
  basica: {
    titulo: 'Educação básica',
    regra:
      'LC 187/2021 e Decreto 11.791/2023: uma bolsa integral para cada 5 alunos pagantes, com no mínimo uma integral para cada 9; duas parciais de 50% valem uma integral. Uma bolsa integral a aluno com deficiência conta 1,2 e a aluno em tempo integral 1,4, um peso só por bolsa: o aluno com deficiência em tempo integral entra uma vez, em tempo integral. Frações de 0,5 ou mais arredondam para cima; abaixo de 0,5, para baixo.',
  },
  basicamista: {
    titulo: 'Educação básica mista',
    regra:
      'A escola tem alunos pagantes e alunos gratuitos (totalmente gratuitos ou por convênio com órgãos públicos). A proporção da educação básica vale sobre os pagantes, e os gratuitos entram na conta só se selecionados pelo perfil socioeconômico (LC 187/2021, art. 18, § 3º; Decreto 11.791/2023, art. 51, § 4º): cada um no perfil da bolsa integral (LC 187/2021, art. 19, § 1º, I, e § 2º) conta como uma bolsa integral; cada um no perfil da parcial (art. 19, § 1º, II), como meia.',
  },
  basicagratuita: {
    titulo: 'Educação básica gratuita',
    regra:
      'A escola não cobra de nenhum aluno. Sem pagantes, a proporção da educação básica (uma para cada 5, com no mínimo uma integral para cada 9) é tomada sobre os alunos gratuitos, e contam só os selecionados pelo perfil socioeconômico (LC 187/2021, art. 18, § 3º; Decreto 11.791/2023, art. 51, § 4º): no perfil da bolsa integral, uma integral; no da parcial, meia. É a leitura que o Alicerce adota: confirme-a com o contador ou o assessor jurídico da instituição.',
  },
};
