import { describe, expect, it } from 'vitest';
import { lerOfx } from '../../../../src/shared/financeiro/ofx/lerOfx.ts';
import { MENSAGENS_DO_OFX as M } from '../../../../src/shared/financeiro/ofx/mensagens.ts';
import { arquivo, recusa } from './ler.ts';

// A malformed file is refused with a pt-BR message naming the line; the key and values travel
// with it so the reply can be translated.

describe('lerOfx refuses a malformed file naming the line', () => {
  it.each([
    ['truncado.ofx', 'Linha 33: <STMTTRN> não foi fechada (o arquivo termina antes).', M.naoFechada],
    ['agregado-aberto.ofx', 'Linha 26: <STMTTRN> não foi fechada antes de </BANKTRANLIST>.', M.abertaAntesDe],
    ['fecha-sem-abrir.ofx', 'Linha 33: </STMTTRN> fecha uma etiqueta que não está aberta.', M.fechaSemAbrir],
    ['data-invalida.ofx', 'Linha 28: "20240231" não é uma data do OFX (AAAAMMDD).', M.dataInvalida],
    ['valor-invalido.ofx', 'Linha 29: "R$ 1,00" não é um valor em reais.', M.valorInvalido],
    ['sem-fitid.ofx', 'Linha 26: a transação não tem <FITID>.', M.semFitid],
    ['etiqueta-malformada.ofx', 'Linha 29: há uma etiqueta malformada.', M.etiquetaMalformada],
    ['nao-ofx.ofx', 'Linha 1: o arquivo não é um OFX (falta a etiqueta <OFX>).', M.semOfx],
  ])('%s', (nome, mensagem, chave) => {
    const erro = recusa(() => lerOfx(arquivo(nome)));
    expect(erro.message).toBe(mensagem);
    expect(erro.chave).toBe(chave);
  });

  it('refuses a file with neither bank nor card transactions', () => {
    const erro = recusa(() => lerOfx(arquivo('sem-transacoes.ofx')));
    expect(erro.message).toBe('O arquivo não traz transações bancárias nem de cartão.');
  });

  it.each([
    ['text outside a tag', '<OFX><BANKMSGSRSV1><STMTTRNRS></STMTTRNRS>solto</BANKMSGSRSV1></OFX>', 'Linha 1: texto fora de uma etiqueta.'],
    ['a statement without ACCTID', '<OFX>\n<STMTRS>\n<BANKACCTFROM>\n<BANKID>1\n</BANKACCTFROM>\n</STMTRS>\n</OFX>', 'Linha 3: o extrato não tem <ACCTID>.'],
    ['a transaction without TRNAMT', '<OFX><STMTRS><BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>\n\n<STMTTRN><FITID>1</STMTTRN></BANKTRANLIST></STMTRS></OFX>', 'Linha 3: a transação não tem <TRNAMT>.'],
    ['an unterminated comment', '<OFX>\n<!-- sem fim', 'Linha 2: há uma etiqueta malformada.'],
    ['an empty file', '', 'Linha 1: o arquivo não é um OFX (falta a etiqueta <OFX>).'],
  ])('refuses %s', (_caso, texto, mensagem) => {
    expect(recusa(() => lerOfx(new TextEncoder().encode(texto))).message).toBe(mensagem);
  });
});
