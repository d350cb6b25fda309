import { MENSAGENS_VALIDACAO } from '../../../shared/validation/messages.ts';
import type { IdiomaDoPortal } from '../idioma.ts';
import { mensagemNoIdioma } from '../mensagens.ts';
import { MENSAGEM_ACEITE, MENSAGEM_DIA, MENSAGEM_VALOR } from './formulario.ts';

// The donation portal's own words in both languages (the institution's texts stay as typed).
// The field checks are the specification's, in pt-BR: in English their messages are read through
// `mensagem`, and so are the server's (../mensagens.ts); one not listed is shown as it came.

export interface TextosDaDoacao {
  tituloPadrao: string;
  suspensas: string;
  formulario: string;
  quanto: string;
  outroValor: string;
  frequencia: string;
  umaVez: string;
  todoMes: string;
  diaDoMes: string;
  seusDados: string;
  nome: string;
  documento: string;
  email: string;
  telefone: (obrigatorio: boolean) => string;
  aceite: string;
  verPolitica: (aberta: boolean) => string;
  gerando: string;
  doar: string;
  obrigado: string;
  explicacao: (mensal: boolean, valor: string) => string;
  qr: (valor: string) => string;
  copiaECola: string;
  copiar: string;
  copiado: string;
  mensagem: (texto: string) => string;
}

const EM_INGLES: Readonly<Record<string, string>> = {
  [MENSAGENS_VALIDACAO.required]: 'Required.',
  [MENSAGENS_VALIDACAO.cpf]: 'Invalid CPF.',
  [MENSAGENS_VALIDACAO.cnpj]: 'Invalid CNPJ.',
  [MENSAGENS_VALIDACAO.email]: 'Invalid e-mail address.',
  [MENSAGENS_VALIDACAO.telefone]: 'Invalid phone number.',
  [MENSAGEM_ACEITE]: 'Accept the privacy policy to continue.',
  [MENSAGEM_VALOR]: 'Enter an amount in reais, with at most 2 decimal places.',
  [MENSAGEM_DIA]: 'Choose a day from 1 to 28.',
};

const MINIMO = /^O valor deve ser maior ou igual a (.+)\.$/;

export const TEXTOS_DA_DOACAO: Readonly<Record<IdiomaDoPortal, TextosDaDoacao>> = {
  'pt-BR': {
    tituloPadrao: 'Doação',
    suspensas: 'As doações pelo portal estão suspensas no momento.',
    formulario: 'Doação',
    quanto: 'Quanto você quer doar?',
    outroValor: 'Outro valor (R$)',
    frequencia: 'Com que frequência?',
    umaVez: 'Uma vez',
    todoMes: 'Todo mês',
    diaDoMes: 'Dia do mês (1 a 28)',
    seusDados: 'Seus dados',
    nome: 'Nome',
    documento: 'CPF ou CNPJ',
    email: 'E-mail',
    telefone: (obrigatorio) => (obrigatorio ? 'Telefone' : 'Telefone (opcional)'),
    aceite: 'Li e aceito a política de privacidade',
    verPolitica: (aberta) => (aberta ? 'Ocultar a política de privacidade' : 'Ler a política de privacidade'),
    gerando: 'Gerando o PIX…',
    doar: 'Doar com PIX',
    obrigado: 'Obrigado! Pague com PIX',
    explicacao: (mensal, valor) => `Doação ${mensal ? 'mensal' : 'única'} de ${valor}. Aponte a câmera do aplicativo do seu banco para o código ou copie o código abaixo.`,
    qr: (valor) => `QR code PIX da doação de ${valor}`,
    copiaECola: 'PIX copia e cola',
    copiar: 'Copiar código',
    copiado: 'Código copiado.',
    mensagem: (texto) => texto,
  },
  en: {
    tituloPadrao: 'Donation',
    suspensas: 'Donations through the portal are suspended at the moment.',
    formulario: 'Donation',
    quanto: 'How much would you like to give?',
    outroValor: 'Other amount (R$)',
    frequencia: 'How often?',
    umaVez: 'Once',
    todoMes: 'Every month',
    diaDoMes: 'Day of the month (1 to 28)',
    seusDados: 'Your details',
    nome: 'Name',
    documento: 'CPF or CNPJ',
    email: 'E-mail',
    telefone: (obrigatorio) => (obrigatorio ? 'Phone' : 'Phone (optional)'),
    aceite: 'I have read and accept the privacy policy',
    verPolitica: (aberta) => (aberta ? 'Hide the privacy policy' : 'Read the privacy policy'),
    gerando: 'Creating the PIX…',
    doar: 'Give with PIX',
    obrigado: 'Thank you! Pay with PIX',
    explicacao: (mensal, valor) => `${mensal ? 'Monthly' : 'One-off'} donation of ${valor}. Point your bank app's camera at the code or copy the code below.`,
    qr: (valor) => `PIX QR code for the donation of ${valor}`,
    copiaECola: 'PIX copy and paste',
    copiar: 'Copy code',
    copiado: 'Code copied.',
    mensagem: (texto) => EM_INGLES[texto] ?? mensagemNoIdioma('en', texto.replace(MINIMO, 'The amount must be at least $1.')),
  },
};
