import { describe, expect, it } from 'vitest';
import { escreverRegistro, lerRegistro, type Campo, type LayoutDeRegistro } from '../../../../src/shared/mobilizacao/arquivos/campos.ts';
import { CODIGOS_DOS_BANCOS, type CodigoDoBanco } from '../../../../src/shared/mobilizacao/cnab/bancos.ts';
import { LAYOUTS_CNAB240, headerDeRetorno240 } from '../../../../src/shared/mobilizacao/cnab240/layouts.ts';
import { LAYOUTS_CNAB400 } from '../../../../src/shared/mobilizacao/cnab400/layouts.ts';

// Position-by-position layouts are where off-by-one errors hide: every field of every table is
// written alone and found exactly between its start and end; the key positions are checked
// against the numbers the banks' manuals print.

const tabelas240 = (banco: CodigoDoBanco): LayoutDeRegistro[] => {
  const { banco: _banco, variante: _variante, ...registros } = LAYOUTS_CNAB240[banco];
  return [...Object.values(registros), headerDeRetorno240(banco)];
};
const tabelas400 = (banco: CodigoDoBanco): LayoutDeRegistro[] => {
  const { header, detalhe, trailer, headerDeRetorno, detalheDeRetorno, registroDeMulta } = LAYOUTS_CNAB400[banco];
  return [header, detalhe, trailer, headerDeRetorno, detalheDeRetorno, ...(registroDeMulta === undefined ? [] : [registroDeMulta])];
};
const TODAS = CODIGOS_DOS_BANCOS.flatMap((banco) => [...tabelas240(banco), ...tabelas400(banco)]);

/** A value filling the whole field, different from what an empty record has there. */
function marca(campo: Campo): string | number {
  const largura = campo.fim - campo.inicio + 1;
  switch (campo.tipo) {
    case 'numerico':
      return '7'.repeat(largura);
    case 'alfa':
      return 'X'.repeat(largura);
    case 'valor':
      return Number('7'.repeat(Math.min(largura, 15)));
    case 'data':
    case 'data6':
    case 'dataAnoMesDia':
      return '2027-11-28';
  }
}

describe('every field of every table', () => {
  it.each(TODAS.map((tabela) => ({ nome: tabela.nome, tabela })))('$nome: each field is written and read exactly between its start and end', ({ tabela }) => {
    const vazio = escreverRegistro(tabela, {});
    expect(vazio).toHaveLength(tabela.largura);
    for (const campo of tabela.campos.filter((c) => c.fixo === undefined)) {
      const valor = marca(campo);
      const linha = escreverRegistro(tabela, { [campo.nome]: valor });
      expect(linha.slice(0, campo.inicio - 1)).toBe(vazio.slice(0, campo.inicio - 1));
      expect(linha.slice(campo.fim)).toBe(vazio.slice(campo.fim));
      expect(linha.slice(campo.inicio - 1, campo.fim)).not.toBe(vazio.slice(campo.inicio - 1, campo.fim));
      const lido = lerRegistro(tabela, linha, 1);
      if (campo.tipo === 'valor') expect(lido.centavos(campo.nome)).toBe(valor);
      else if (campo.tipo === 'data' || campo.tipo === 'data6') expect(lido.data(campo.nome)).toBe(valor);
      else expect(lido.texto(campo.nome)).toBe(valor);
    }
  });
});

const posicao = (tabela: LayoutDeRegistro, nome: string): [number, number] => {
  const campo = tabela.campos.find((c) => c.nome === nome);
  if (campo === undefined) throw new Error(`${tabela.nome}: sem ${nome}`);
  return [campo.inicio, campo.fim];
};

const NOSSO_NUMERO_240: Record<CodigoDoBanco, [number, number]> = {
  '001': [38, 57],
  '237': [46, 57],
  '341': [41, 49],
  '104': [38, 57],
  '033': [45, 57],
  '748': [38, 57],
  '756': [38, 47],
};

/** Caixa's return ends the nosso número at 56 (laravel-boleto Retorno/Cnab240/Banco/Caixa.php 39–56; ACBr ACBrBancoCaixa.pas 40–56). */
const NOSSO_NUMERO_T_CAIXA: [number, number] = [38, 56];

/** Santander's return moves segment T's fields after the account. */
const SEGMENTO_T_SANTANDER = { nossoNumero: [41, 53], vencimento: [70, 77], valorTitulo: [78, 92], tarifa: [194, 208], motivos: [209, 218] };

describe('CNAB 240 key positions (FEBRABAN 08.x and each bank)', () => {
  it.each(CODIGOS_DOS_BANCOS)('bank %s', (banco) => {
    const l = LAYOUTS_CNAB240[banco];
    expect(posicao(l.headerDeArquivo, 'banco')).toEqual([1, 3]);
    expect(posicao(l.headerDeArquivo, 'geracao')).toEqual([144, 151]);
    expect(posicao(l.headerDeArquivo, 'sequencia')).toEqual([158, 163]);
    expect(posicao(l.segmentoP, 'nossoNumero')).toEqual(NOSSO_NUMERO_240[banco]);

    expect(posicao(l.segmentoP, 'movimento')).toEqual([16, 17]);
    expect(posicao(l.segmentoP, 'vencimento')).toEqual([78, 85]);
    expect(posicao(l.segmentoP, 'valor')).toEqual([86, 100]);
    expect(posicao(l.segmentoP, 'emissao')).toEqual([110, 117]);
    expect(posicao(l.segmentoP, 'jurosAoDia')).toEqual([127, 141]);
    expect(posicao(l.segmentoQ, 'documentoPagador')).toEqual([19, 33]);
    expect(posicao(l.segmentoQ, 'nomePagador')).toEqual([34, 73]);
    expect(posicao(l.segmentoQ, 'cepPagador')).toEqual([129, 133]);
    expect(posicao(l.segmentoR, 'multa')).toEqual([75, 89]);
    expect(posicao(l.trailerDeLote, 'quantidadeSimples')).toEqual([24, 29]);
    expect(posicao(l.trailerDeLote, 'valorSimples')).toEqual([30, 46]);
    expect(posicao(l.trailerDeArquivo, 'quantidadeRegistros')).toEqual([24, 29]);
    const nossoNumeroT = banco === '104' ? NOSSO_NUMERO_T_CAIXA : NOSSO_NUMERO_240[banco];
    const t = banco === '033' ? SEGMENTO_T_SANTANDER : { nossoNumero: nossoNumeroT, vencimento: [74, 81], valorTitulo: [82, 96], tarifa: [199, 213], motivos: [214, 223] };
    expect(posicao(l.segmentoT, 'movimento')).toEqual([16, 17]);
    for (const [nome, lugar] of Object.entries(t)) expect(posicao(l.segmentoT, nome), nome).toEqual(lugar);
    expect(posicao(l.segmentoU, 'juros')).toEqual([18, 32]);
    expect(posicao(l.segmentoU, 'valorPago')).toEqual([78, 92]);
    expect(posicao(l.segmentoU, 'dataOcorrencia')).toEqual([138, 145]);
    expect(posicao(l.segmentoU, 'dataCredito')).toEqual([146, 153]);
  });

  it('puts each bank’s agreement where its manual does', () => {
    expect(posicao(LAYOUTS_CNAB240['001'].headerDeArquivo, 'convenio')).toEqual([33, 41]);
    expect(posicao(LAYOUTS_CNAB240['237'].headerDeArquivo, 'convenio')).toEqual([33, 52]);
    expect(posicao(LAYOUTS_CNAB240['341'].headerDeArquivo, 'conta')).toEqual([66, 70]);
    expect(posicao(LAYOUTS_CNAB240['104'].headerDeArquivo, 'convenio')).toEqual([59, 64]);
    expect(posicao(LAYOUTS_CNAB240['033'].headerDeArquivo, 'convenio')).toEqual([33, 47]);
    expect(posicao(LAYOUTS_CNAB240['033'].headerDeLote, 'convenio')).toEqual([54, 68]);
    expect(posicao(LAYOUTS_CNAB240['104'].segmentoP, 'convenio')).toEqual([24, 29]);
  });
});

// The return positions below, as the libraries read them: laravel-boleto src/Cnab/Retorno/Cnab400/Banco/<Banco>.php
// with ACBr Fontes/ACBrBoleto/ACBrBanco<Banco>.pas (Banco do Brasil, Itaú, Caixa, Sicredi) or with brcobranca
// lib/brcobranca/retorno/cnab400/<banco>.rb (Bradesco, Santander, Itaú); Sicoob's credit date and tariff with both
// (its nosso número and motivos: README).
const NOSSO_NUMERO_400: Record<CodigoDoBanco, { remessa: [number, number]; retorno: [number, number] }> = {
  '001': { remessa: [64, 80], retorno: [64, 80] },
  '237': { remessa: [71, 82], retorno: [71, 82] },
  // Itaú's return repeats the nosso número with its DAC at 86–94 (brcobranca lib/brcobranca/retorno/cnab400/itau.rb; laravel-boleto src/Cnab/Retorno/Cnab400/Banco/Itau.php).
  '341': { remessa: [63, 70], retorno: [86, 94] },
  '104': { remessa: [57, 73], retorno: [57, 73] },
  '033': { remessa: [63, 70], retorno: [63, 70] },
  '748': { remessa: [48, 56], retorno: [48, 62] },
  '756': { remessa: [63, 74], retorno: [63, 74] },
};

const CREDITO_400: Record<CodigoDoBanco, [string, number, number]> = {
  '001': ['dataCredito', 176, 181],
  '237': ['dataCredito', 296, 301],
  '341': ['dataCredito', 296, 301],
  '104': ['dataCredito', 294, 299],
  '033': ['dataCredito', 296, 301],
  '748': ['dataCreditoAaaammdd', 329, 336],
  '756': ['dataCredito', 176, 181],
};

const MOTIVOS_400: Record<CodigoDoBanco, [number, number]> = {
  '001': [87, 88],
  '237': [319, 328],
  '341': [378, 385],
  '104': [80, 82],
  '033': [137, 145],
  '748': [319, 328],
  '756': [87, 88],
};

describe('CNAB 400 key positions (each bank’s manual)', () => {
  it.each(CODIGOS_DOS_BANCOS)('bank %s', (banco) => {
    const l = LAYOUTS_CNAB400[banco];
    expect(posicao(l.header, 'banco')).toEqual([77, 79]);
    expect(posicao(l.headerDeRetorno, 'banco')).toEqual([77, 79]);
    expect(posicao(l.detalhe, 'nossoNumero')).toEqual(NOSSO_NUMERO_400[banco].remessa);
    expect(posicao(l.detalheDeRetorno, 'nossoNumero')).toEqual(NOSSO_NUMERO_400[banco].retorno);
    expect(posicao(l.detalhe, 'ocorrencia')).toEqual([109, 110]);
    expect(posicao(l.detalhe, 'seuNumero')).toEqual([111, 120]);
    expect(posicao(l.detalhe, 'vencimento')).toEqual([121, 126]);
    expect(posicao(l.detalhe, 'valor')).toEqual([127, 139]);
    expect(posicao(l.detalhe, 'emissao')).toEqual([151, 156]);
    expect(posicao(l.detalhe, 'documentoPagador')).toEqual([221, 234]);
    expect(posicao(l.detalhe, 'sequencial')).toEqual([395, 400]);
    expect(posicao(l.detalheDeRetorno, 'ocorrencia')).toEqual([109, 110]);
    expect(posicao(l.detalheDeRetorno, 'dataOcorrencia')).toEqual([111, 116]);
    expect(posicao(l.detalheDeRetorno, 'valorTitulo')).toEqual([153, 165]);
    expect(posicao(l.detalheDeRetorno, 'valorPago')).toEqual([254, 266]);
    expect(posicao(l.detalheDeRetorno, 'juros')).toEqual([267, 279]);
    const [nome, inicio, fim] = CREDITO_400[banco];
    expect(posicao(l.detalheDeRetorno, nome)).toEqual([inicio, fim]);
    expect(posicao(l.detalheDeRetorno, 'motivos')).toEqual(MOTIVOS_400[banco]);
  });

  it('has the juros per day at 161–173 except Sicoob (monthly rate at 161–166) and the fine where the bank has it', () => {
    for (const banco of CODIGOS_DOS_BANCOS.filter((b) => b !== '756')) expect(posicao(LAYOUTS_CNAB400[banco].detalhe, 'jurosAoDia')).toEqual([161, 173]);
    expect(posicao(LAYOUTS_CNAB400['756'].detalhe, 'taxaMora')).toEqual([161, 166]);
    expect(posicao(LAYOUTS_CNAB400['237'].detalhe, 'multa')).toEqual([67, 70]);
    expect(posicao(LAYOUTS_CNAB400['033'].detalhe, 'multa')).toEqual([79, 82]);
    expect(posicao(LAYOUTS_CNAB400['748'].detalhe, 'multa')).toEqual([93, 96]);
    expect(posicao(LAYOUTS_CNAB400['033'].trailer, 'valorTotal')).toEqual([8, 20]);
  });
});

// Where the banks' CNAB 400 carries the fine and the rates, checked against two open-source libraries
// that agree (the banks' PDFs were out of reach): eduardokum/laravel-boleto
// (src/Cnab/Remessa/Cnab400/Banco/<Banco>.php) and ACBr (Fontes/ACBrBoleto/ACBrBanco<Banco>.pas).
describe('CNAB 400 fine and rates (laravel-boleto and ACBr agree)', () => {
  const registroDeMulta = (banco: CodigoDoBanco): LayoutDeRegistro => {
    const tabela = LAYOUTS_CNAB400[banco].registroDeMulta;
    if (tabela === undefined) throw new Error(`${banco}: sem registro de multa`);
    return tabela;
  };

  it('Banco do Brasil: the optional record "5", service 99, code at 4, start date 5–10, percentage 11–22 (Bb.php; ACBrBancoBrasil.pas, CBR643)', () => {
    const tabela = registroDeMulta('001');
    expect(tabela.campos[0]).toMatchObject({ inicio: 1, fim: 1, fixo: '5' });
    expect(posicao(tabela, 'tipoDeServico')).toEqual([2, 3]);
    expect(tabela.campos[1]?.fixo).toBe('99');
    expect(posicao(tabela, 'codigoMulta')).toEqual([4, 4]);
    expect(posicao(tabela, 'dataMulta')).toEqual([5, 10]);
    expect(posicao(tabela, 'multa')).toEqual([11, 22]);
    expect(posicao(tabela, 'sequencial')).toEqual([395, 400]);
  });

  it('Itaú: the record "2" after the detail, code at 2, date DDMMAAAA 3–10, percentage 11–23 (Itau.php; ACBrBancoItau.pas)', () => {
    const tabela = registroDeMulta('341');
    expect(tabela.campos[0]).toMatchObject({ inicio: 1, fim: 1, fixo: '2' });
    expect(posicao(tabela, 'codigoMulta')).toEqual([2, 2]);
    expect(tabela.campos.find((c) => c.nome === 'dataMulta')).toMatchObject({ inicio: 3, fim: 10, tipo: 'data' });
    expect(posicao(tabela, 'multa')).toEqual([11, 23]);
  });

  it('Caixa: the fine as a value at 358–367 with its date at 352–357 (Caixa.php, SIGCB 400)', () => {
    expect(posicao(LAYOUTS_CNAB400['104'].detalhe, 'dataMulta')).toEqual([352, 357]);
    expect(posicao(LAYOUTS_CNAB400['104'].detalhe, 'valorMulta')).toEqual([358, 367]);
  });

  it('Sicoob: monthly interest rate 161–166 and fine rate 167–172 (four decimals), pagador name 235–274, address 275–311, district 312–326 (ACBrBancoBancoob.pas; brcobranca lib/brcobranca/remessa/cnab400/sicoob.rb)', () => {
    const detalhe = LAYOUTS_CNAB400['756'].detalhe;
    expect(posicao(detalhe, 'taxaMora')).toEqual([161, 166]);
    expect(posicao(detalhe, 'taxaMulta')).toEqual([167, 172]);
    expect(posicao(detalhe, 'nomePagador')).toEqual([235, 274]);
    expect(posicao(detalhe, 'enderecoPagador')).toEqual([275, 311]);
    expect(posicao(detalhe, 'bairroPagador')).toEqual([312, 326]);
  });

  it('only Banco do Brasil and Itaú have a separate record of the fine', () => {
    expect(CODIGOS_DOS_BANCOS.filter((banco) => LAYOUTS_CNAB400[banco].registroDeMulta !== undefined).sort()).toEqual(['001', '341']);
  });
});

describe('Itaú CNAB 240 header de arquivo', () => {
  // laravel-boleto src/Cnab/Remessa/Cnab240/Banco/Itau.php and ACBr Fontes/ACBrBoleto/ACBrBancoItau.pas: 172–225 blanks, 226–228 zeros, 229–240 blanks.
  it('has zeros at 226–228 in the remittance and blanks around them; the other banks keep the standard’s reserved fields', () => {
    const linha = escreverRegistro(LAYOUTS_CNAB240['341'].headerDeArquivo, {});
    expect(linha.slice(171, 225)).toBe(' '.repeat(54));
    expect(linha.slice(225, 228)).toBe('000');
    expect(linha.slice(228, 240)).toBe(' '.repeat(12));
    expect(posicao(LAYOUTS_CNAB240['001'].headerDeArquivo, 'reservadoBanco')).toEqual([172, 191]);
  });
});
