// A bank statement written as Brazilian banks export it: OFX 1.02 SGML (leaves without closing
// tags), CRLF, CP1252. The demo's statement is written with it, and tests that need a file of
// known lines. Money in integer cents, dates YYYY-MM-DD.

export interface LinhaParaOfx {
  fitid: string;
  data: string;
  valorCentavos: number;
  memo: string;
}

export interface ExtratoParaOfx {
  banco: string;
  agencia: string;
  conta: string;
  inicio: string;
  fim: string;
  saldoFinalCentavos: number;
  linhas: readonly LinhaParaOfx[];
}

const CABECALHO = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', ''];

const dataOfx = (data: string, hora = '120000'): string => `${data.replaceAll('-', '')}${hora}[-3:BRT]`;

function valorOfx(centavos: number): string {
  const absoluto = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(absoluto / 100)}.${String(absoluto % 100).padStart(2, '0')}`;
}

const textoOfx = (texto: string): string => texto.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function transacao(l: LinhaParaOfx): string[] {
  return ['<STMTTRN>', `<TRNTYPE>${l.valorCentavos < 0 ? 'DEBIT' : 'CREDIT'}`, `<DTPOSTED>${dataOfx(l.data)}`, `<TRNAMT>${valorOfx(l.valorCentavos)}`,
    `<FITID>${textoOfx(l.fitid)}`, `<MEMO>${textoOfx(l.memo)}`, '</STMTTRN>'];
}

/** CP1252 bytes: Latin-1's code points are its bytes; anything else becomes '?'. */
function cp1252(texto: string): Uint8Array {
  return Uint8Array.from(texto, (c) => {
    const codigo = c.charCodeAt(0);
    return codigo <= 0xff && (codigo < 0x80 || codigo > 0x9f) ? codigo : 0x3f;
  });
}

export function escreverOfx(e: ExtratoParaOfx): Uint8Array {
  const corpo = [
    '<OFX>',
    '<SIGNONMSGSRSV1>', '<SONRS>', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', `<DTSERVER>${dataOfx(e.fim, '235959')}`, '<LANGUAGE>POR', '</SONRS>', '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>', '<STMTTRNRS>', '<TRNUID>1001', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<STMTRS>', '<CURDEF>BRL',
    '<BANKACCTFROM>', `<BANKID>${e.banco}`, `<BRANCHID>${e.agencia}`, `<ACCTID>${e.conta}`, '<ACCTTYPE>CHECKING', '</BANKACCTFROM>',
    '<BANKTRANLIST>', `<DTSTART>${dataOfx(e.inicio, '000000')}`, `<DTEND>${dataOfx(e.fim, '235959')}`,
    ...e.linhas.flatMap(transacao),
    '</BANKTRANLIST>', '<LEDGERBAL>', `<BALAMT>${valorOfx(e.saldoFinalCentavos)}`, `<DTASOF>${dataOfx(e.fim, '235959')}`, '</LEDGERBAL>',
    '</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>',
  ];
  return cp1252(`${[...CABECALHO, ...corpo].join('\r\n')}\r\n`);
}
