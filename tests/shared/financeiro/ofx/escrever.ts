import type { ExtratoOfx, TransacaoOfx } from '../../../../src/shared/financeiro/ofx/tipos.ts';

// Writes statements as a bank would, for the round-trip properties: OFX 1.02 SGML (leaves
// unclosed) or OFX 2.x XML, in CP1252 or UTF-8 with the header that declares it.

export type Formato = 'SGML' | 'XML';
export type Codificacao = 'CP1252' | 'UTF-8';
/** How an amount is written: decimal mark, a '+' on positives, digit grouping with the other mark,
 * and, lean, without the zeros a bank may leave out ('12.5', '12', '.50'). */
export interface FormaDoValor {
  marca: '.' | ',';
  maisExplicito: boolean;
  agrupado: boolean;
  enxuto: boolean;
}
export interface Escrita {
  formato: Formato;
  codificacao: Codificacao;
  /** Between elements: '' writes the whole body on one line. */
  separador: '' | '\n' | '\r\n';
  valor: FormaDoValor;
  /** Appended to each date: '', a time, a time with milliseconds and zone. */
  hora: string;
}

export function escreverValor(centavos: number, forma: FormaDoValor): string {
  const absoluto = Math.abs(centavos);
  let inteiros = String(Math.floor(absoluto / 100));
  if (forma.agrupado) inteiros = inteiros.replace(/\B(?=(\d{3})+$)/g, forma.marca === ',' ? '.' : ',');
  const sinal = centavos < 0 ? '-' : forma.maisExplicito ? '+' : '';
  const decimais = String(absoluto % 100).padStart(2, '0');
  if (!forma.enxuto || forma.agrupado) return `${sinal}${inteiros}${forma.marca}${decimais}`;
  const curtos = decimais.replace(/0+$/, '');
  if (curtos === '') return `${sinal}${inteiros}`;
  return `${sinal}${inteiros === '0' ? '' : inteiros}${forma.marca}${curtos}`;
}

const escapar = (texto: string): string => texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const data = (d: string, hora: string): string => `${d.replaceAll('-', '')}${hora}`;

function elementos(nome: string, filhos: string[], e: Escrita): string {
  return [`<${nome}>`, ...filhos, `</${nome}>`].join(e.separador);
}

function folha(nome: string, valor: string | null, e: Escrita): string[] {
  if (valor === null) return [];
  return [e.formato === 'XML' ? `<${nome}>${valor}</${nome}>` : `<${nome}>${valor}`];
}

function transacao(t: TransacaoOfx, e: Escrita): string {
  return elementos('STMTTRN', [
    ...folha('TRNTYPE', t.tipo, e),
    ...folha('DTPOSTED', t.data === null ? null : data(t.data, e.hora), e),
    ...folha('TRNAMT', escreverValor(t.valorCentavos, e.valor), e),
    ...folha('FITID', escapar(t.fitid), e),
    ...folha('CHECKNUM', t.documento, e),
    ...folha('MEMO', escapar(t.memo), e),
  ], e);
}

function extrato(x: ExtratoOfx, e: Escrita): string {
  const cartao = x.tipo === 'CARTAO';
  const conta = elementos(cartao ? 'CCACCTFROM' : 'BANKACCTFROM', [
    ...folha('BANKID', x.banco, e), ...folha('BRANCHID', x.agencia, e), ...folha('ACCTID', escapar(x.conta), e),
  ], e);
  const lista = elementos('BANKTRANLIST', [
    ...folha('DTSTART', x.inicio === null ? null : data(x.inicio, e.hora), e),
    ...folha('DTEND', x.fim === null ? null : data(x.fim, e.hora), e),
    ...x.transacoes.map((t) => transacao(t, e)),
  ], e);
  const saldo = x.saldoFinal === null ? [] : [elementos('LEDGERBAL', folha('BALAMT', escreverValor(x.saldoFinal, e.valor), e), e)];
  const resposta = elementos(cartao ? 'CCSTMTRS' : 'STMTRS', [...folha('CURDEF', 'BRL', e), conta, lista, ...saldo], e);
  return elementos(cartao ? 'CCSTMTTRNRS' : 'STMTTRNRS', [...folha('TRNUID', '1', e), resposta], e);
}

function cabecalho(e: Escrita): string {
  if (e.formato === 'XML') {
    const nome = e.codificacao === 'CP1252' ? 'windows-1252' : 'UTF-8';
    return `<?xml version="1.0" encoding="${nome}"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n`;
  }
  const [encoding, charset] = e.codificacao === 'CP1252' ? ['USASCII', '1252'] : ['UTF-8', 'NONE'];
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:${encoding}\nCHARSET:${charset}\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n`;
}

const TABELA_CP1252 = new Map([...new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i))].map((c, i) => [c, i]));

function codificar(texto: string, codificacao: Codificacao): Uint8Array {
  if (codificacao === 'UTF-8') return new TextEncoder().encode(texto);
  return Uint8Array.from([...texto], (c) => {
    const byte = TABELA_CP1252.get(c);
    if (byte === undefined) throw new Error(`Not in CP1252: ${c}`);
    return byte;
  });
}

export function escreverOfx(extratos: readonly ExtratoOfx[], e: Escrita): Uint8Array {
  const bancos = extratos.filter((x) => x.tipo === 'BANCO').map((x) => extrato(x, e));
  const cartoes = extratos.filter((x) => x.tipo === 'CARTAO').map((x) => extrato(x, e));
  const corpo = elementos('OFX', [
    ...(bancos.length > 0 ? [elementos('BANKMSGSRSV1', bancos, e)] : []),
    ...(cartoes.length > 0 ? [elementos('CREDITCARDMSGSRSV1', cartoes, e)] : []),
  ], e);
  return codificar(`${cabecalho(e)}${corpo}\n`, e.codificacao);
}
