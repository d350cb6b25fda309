import { centavosDosReais } from '../financeiro/centavos.ts';
import { MENSAGENS_DAS_DOACOES as M } from './mensagens.ts';
import { semAcentos } from '../texto/normalizar.ts';

// The static PIX BR Code (Manual de Padrões para Iniciação do Pix, Banco Central): EMV fields as
// ID (2 digits), length (2 digits) and value, closed by a CRC16-CCITT of everything before it.
// A static code has no field 01 (point of initiation); an absent txid is "***".

export interface DadosDoBrCode {
  chave: string;
  nome: string;
  cidade: string;
  /** Reais with at most 2 decimals; absent = the payer types the amount. */
  valor?: number | undefined;
  txid?: string | undefined;
}

export interface ErroDoBrCode {
  field: keyof DadosDoBrCode;
  message: string;
}

export const LIMITE_NOME = 25;
export const LIMITE_CIDADE = 15;
export const LIMITE_CHAVE = 77; // 99 of field 26 less the GUI (18) and the key's own ID and length (4)
const GUI_PIX = 'br.gov.bcb.pix';
const TXID = /^[A-Za-z0-9]{1,25}$/;
/** The EMV alphabet: printable ASCII, once the accents are gone. */
const IMPRIMIVEL = /^[\x20-\x7E]*$/;

const campo = (id: string, valor: string): string => `${id}${String(valor.length).padStart(2, '0')}${valor}`;

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) as 4 upper-case hex digits. */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const MAXIMO_CENTAVOS = 99_999_999_999; // field 54 takes at most 13 characters

const ehValor = (valor: number): boolean => {
  const centavos = centavosDosReais(valor);
  return centavos !== null && centavos > 0 && centavos <= MAXIMO_CENTAVOS;
};

/** What is wrong with the data, field by field; empty when the code can be made. */
export function errosDoBrCode(dados: DadosDoBrCode): ErroDoBrCode[] {
  const erros: ErroDoBrCode[] = [];
  const chave = dados.chave.trim();
  const nome = semAcentos(dados.nome.trim());
  const cidade = semAcentos(dados.cidade.trim());
  if (chave === '') erros.push({ field: 'chave', message: M.chaveObrigatoria });
  else if (!IMPRIMIVEL.test(chave)) erros.push({ field: 'chave', message: M.caracteresInvalidos });
  else if (chave.length > LIMITE_CHAVE) erros.push({ field: 'chave', message: M.chaveLonga });
  if (nome === '') erros.push({ field: 'nome', message: M.nomeObrigatorio });
  else if (!IMPRIMIVEL.test(nome)) erros.push({ field: 'nome', message: M.caracteresInvalidos });
  else if (nome.length > LIMITE_NOME) erros.push({ field: 'nome', message: M.nomeLongo });
  if (cidade === '') erros.push({ field: 'cidade', message: M.cidadeObrigatoria });
  else if (!IMPRIMIVEL.test(cidade)) erros.push({ field: 'cidade', message: M.caracteresInvalidos });
  else if (cidade.length > LIMITE_CIDADE) erros.push({ field: 'cidade', message: M.cidadeLonga });
  if (dados.valor !== undefined && !ehValor(dados.valor)) erros.push({ field: 'valor', message: M.valorInvalido });
  if (dados.txid !== undefined && dados.txid !== '' && !TXID.test(dados.txid)) erros.push({ field: 'txid', message: M.txidInvalido });
  return erros;
}

/** The payload ("PIX copia e cola"); the data must have passed errosDoBrCode. */
export function brCode(dados: DadosDoBrCode): string {
  const conta = campo('00', GUI_PIX) + campo('01', dados.chave.trim());
  const txid = dados.txid === undefined || dados.txid === '' ? '***' : dados.txid;
  const semCrc =
    campo('00', '01') +
    campo('26', conta) +
    campo('52', '0000') +
    campo('53', '986') +
    (dados.valor === undefined ? '' : campo('54', dados.valor.toFixed(2))) +
    campo('58', 'BR') +
    campo('59', semAcentos(dados.nome.trim())) +
    campo('60', semAcentos(dados.cidade.trim())) +
    campo('62', campo('05', txid)) +
    '6304';
  return semCrc + crc16(semCrc);
}
