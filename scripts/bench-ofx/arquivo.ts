// A bank's statement of N transactions as the benchmark reads it: OFX 1.02 SGML in CP1252 (leaves
// unclosed, CRLF, as Itaú and Bradesco export) or OFX 2.x XML in UTF-8, on many lines or on one.

export type Variante = 'SGML CP1252' | 'SGML CP1252, uma linha' | 'XML UTF-8';

const CABECALHO_SGML = 'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n';
const CABECALHO_XML = '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n';
const MEMOS = ['PIX RECEBIDO JOÃO DA CONCEIÇÃO', 'PAGTO BOLETO ÁGUA & ESGOTO', 'TARIFA PACOTE SERVIÇOS', 'DOAÇÃO CAMPANHA AGASALHO'];

function transacao(i: number, xml: boolean, prefixo: string): string[] {
  const dia = String((i % 28) + 1).padStart(2, '0');
  const valor = `${i % 3 === 0 ? '' : '-'}${(i * 37) % 100000}.${String(i % 100).padStart(2, '0')}`;
  const memo = MEMOS[i % MEMOS.length]!.replace('&', '&amp;');
  const folha = (nome: string, v: string) => (xml ? `<${nome}>${v}</${nome}>` : `<${nome}>${v}`);
  return ['<STMTTRN>', folha('TRNTYPE', i % 3 === 0 ? 'CREDIT' : 'DEBIT'), folha('DTPOSTED', `202401${dia}120000[-3:BRT]`), folha('TRNAMT', valor),
    folha('FITID', `${prefixo}${i % 500}`), folha('MEMO', memo), '</STMTTRN>'];
}

/** `prefixo` starts every FITID: a new one makes every line new to an account that holds the file's lines. */
export function arquivoOfx(transacoes: number, variante: Variante, prefixo = ''): Uint8Array {
  const xml = variante === 'XML UTF-8';
  const folha = (nome: string, v: string) => (xml ? `<${nome}>${v}</${nome}>` : `<${nome}>${v}`);
  const linhas = ['<OFX>', '<BANKMSGSRSV1>', '<STMTTRNRS>', folha('TRNUID', '1'), '<STMTRS>', folha('CURDEF', 'BRL'),
    '<BANKACCTFROM>', folha('BANKID', '0341'), folha('BRANCHID', '1234'), folha('ACCTID', '56789-0'), folha('ACCTTYPE', 'CHECKING'), '</BANKACCTFROM>',
    '<BANKTRANLIST>', folha('DTSTART', '20240101'), folha('DTEND', '20240131'),
    ...Array.from({ length: transacoes }, (_, i) => transacao(i, xml, prefixo)).flat(),
    '</BANKTRANLIST>', '<LEDGERBAL>', folha('BALAMT', '1234.56'), folha('DTASOF', '20240131'), '</LEDGERBAL>',
    '</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>'];
  if (xml) return new TextEncoder().encode(`${CABECALHO_XML}${linhas.join('\n')}\n`);
  const texto = `${CABECALHO_SGML}${linhas.join(variante === 'SGML CP1252' ? '\r\n' : '')}\r\n`;
  // Every character above is in Latin-1, whose code points are CP1252's bytes.
  return Uint8Array.from(texto, (c) => c.charCodeAt(0));
}
