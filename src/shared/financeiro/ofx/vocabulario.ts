// What the OFX 1.0.2 and 2.x specifications say each element is, for reading SGML whose leaf
// elements need no closing tag. Only the elements around bank and card statements are listed.

/** Leaf elements (values) a bank may leave empty and unclosed: <DTPOSTED> followed by <TRNAMT>. */
export const FOLHAS: ReadonlySet<string> = new Set([
  'ACCTID', 'ACCTKEY', 'ACCTTYPE', 'BALAMT', 'BANKID', 'BRANCHID', 'CHECKNUM', 'CODE', 'CORRECTACTION', 'CORRECTFITID',
  'CURDEF', 'CURRATE', 'CURSYM', 'DTACCTUP', 'DTASOF', 'DTAVAIL', 'DTEND', 'DTPOSTED', 'DTPROFUP', 'DTSERVER', 'DTSTART',
  'DTUSER', 'FID', 'FITID', 'LANGUAGE', 'MEMO', 'MESSAGE', 'NAME', 'ORG', 'PAYEEID', 'REFNUM', 'SEVERITY', 'SIC',
  'SRVRTID', 'TRNAMT', 'TRNTYPE', 'TRNUID',
]);

/** Aggregates, which must be closed: one left open is a malformed (or cut) file. */
export const AGREGADOS: ReadonlySet<string> = new Set([
  'OFX', 'SIGNONMSGSRSV1', 'SONRS', 'STATUS', 'FI', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKACCTFROM', 'BANKACCTTO',
  'CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS', 'CCACCTFROM', 'CCACCTTO', 'BANKTRANLIST', 'STMTTRN', 'PAYEE',
  'CURRENCY', 'ORIGCURRENCY', 'LEDGERBAL', 'AVAILBAL', 'BALLIST', 'BAL',
]);
