import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lerRegistro, type LayoutDeRegistro } from '../../../../src/shared/mobilizacao/arquivos/campos.ts';
import { linhasDoArquivo } from '../../../../src/shared/mobilizacao/arquivos/linhas.ts';
import { REGISTROS_FEBRABAN150 } from '../../../../src/shared/mobilizacao/febraban150/registros.ts';

// Every field's start and end as the FEBRABAN manuals print them (débito automático version 05;
// arrecadação with barcode for the G record): the tables must say the same.

const MANUAL: Readonly<Record<keyof typeof REGISTROS_FEBRABAN150, readonly (readonly [string, number, number])[]>> = {
  A: [['codigoDoRegistro', 1, 1], ['codigoDeRemessa', 2, 2], ['convenio', 3, 22], ['nomeDaEmpresa', 23, 42], ['banco', 43, 45], ['nomeDoBanco', 46, 65], ['dataDeGeracao', 66, 73], ['nsa', 74, 79], ['versao', 80, 81], ['servico', 82, 98], ['reservado', 99, 150]],
  B: [['codigoDoRegistro', 1, 1], ['identificacaoNaEmpresa', 2, 26], ['agencia', 27, 30], ['identificacaoNoBanco', 31, 44], ['dataDaOpcao', 45, 52], ['reservado', 53, 149], ['codigoDoMovimento', 150, 150]],
  C: [['codigoDoRegistro', 1, 1], ['identificacaoNaEmpresa', 2, 26], ['agencia', 27, 30], ['identificacaoNoBanco', 31, 44], ['ocorrencia1', 45, 84], ['ocorrencia2', 85, 124], ['reservado', 125, 149], ['codigoDoMovimento', 150, 150]],
  D: [['codigoDoRegistro', 1, 1], ['identificacaoNaEmpresa', 2, 26], ['agencia', 27, 30], ['identificacaoNoBanco', 31, 44], ['identificacaoAtual', 45, 69], ['ocorrencia', 70, 129], ['reservado', 130, 149], ['codigoDoMovimento', 150, 150]],
  E: [['codigoDoRegistro', 1, 1], ['identificacaoNaEmpresa', 2, 26], ['agencia', 27, 30], ['identificacaoNoBanco', 31, 44], ['data', 45, 52], ['valor', 53, 67], ['moeda', 68, 69], ['usoDaEmpresa', 70, 129], ['tipoDeIdentificacao', 130, 130], ['cpfCnpj', 131, 145], ['reservado', 146, 149], ['codigoDoMovimento', 150, 150]],
  F: [['codigoDoRegistro', 1, 1], ['identificacaoNaEmpresa', 2, 26], ['agencia', 27, 30], ['identificacaoNoBanco', 31, 44], ['data', 45, 52], ['valor', 53, 67], ['codigoDeRetorno', 68, 69], ['usoDaEmpresa', 70, 129], ['tipoDeIdentificacao', 130, 130], ['cpfCnpj', 131, 145], ['reservado', 146, 149], ['codigoDoMovimento', 150, 150]],
  G: [['codigoDoRegistro', 1, 1], ['conta', 2, 21], ['dataDoPagamento', 22, 29], ['dataDoCredito', 30, 37], ['codigoDeBarras', 38, 81], ['valorRecebido', 82, 93], ['tarifa', 94, 100], ['nsr', 101, 108], ['agenciaArrecadadora', 109, 116], ['formaDeArrecadacao', 117, 117], ['autenticacao', 118, 140], ['formaDePagamento', 141, 141], ['reservado', 142, 150]],
  H: [['codigoDoRegistro', 1, 1], ['identificacaoNaEmpresa', 2, 26], ['agencia', 27, 30], ['identificacaoNoBanco', 31, 44], ['identificacaoAtual', 45, 69], ['ocorrencia', 70, 127], ['reservado', 128, 149], ['codigoDoMovimento', 150, 150]],
  X: [['codigoDoRegistro', 1, 1], ['agencia', 2, 5], ['nome', 6, 35], ['endereco', 36, 65], ['numero', 66, 70], ['cep', 71, 75], ['sufixoDoCep', 76, 78], ['cidade', 79, 98], ['uf', 99, 100], ['situacao', 101, 101], ['reservado', 102, 150]],
  Z: [['codigoDoRegistro', 1, 1], ['totalDeRegistros', 2, 7], ['valorTotal', 8, 24], ['reservado', 25, 150]],
};

describe('the FEBRABAN 150 record tables', () => {
  it.each(Object.entries(MANUAL))('record %s has every field where the manual puts it', (letra, campos) => {
    const layout = REGISTROS_FEBRABAN150[letra as keyof typeof REGISTROS_FEBRABAN150];
    expect(layout.largura).toBe(150);
    expect(layout.campos.map((c) => [c.nome, c.inicio, c.fim])).toEqual(campos);
  });

  const fixture = (nome: string) => linhasDoArquivo(readFileSync(new URL(`../../../fixtures/febraban150/${nome}`, import.meta.url)));
  const porPosicao = (layout: LayoutDeRegistro, linha: string) => {
    const lido = lerRegistro(layout, linha, 1);
    for (const campo of layout.campos) expect(lido.texto(campo.nome), campo.nome).toBe(linha.slice(campo.inicio - 1, campo.fim).trim());
  };

  it('reads each field of the fixtures exactly from its start to its end', () => {
    const [a, f] = fixture('debito-retorno.txt');
    porPosicao(REGISTROS_FEBRABAN150.A, a ?? '');
    porPosicao(REGISTROS_FEBRABAN150.F, f ?? '');
    expect((f ?? '').slice(67, 69)).toBe('00');
    expect(lerRegistro(REGISTROS_FEBRABAN150.F, f ?? '', 2).centavos('valor')).toBe(3000);
    const [, g] = fixture('arrecadacao-retorno.txt');
    porPosicao(REGISTROS_FEBRABAN150.G, g ?? '');
    expect(lerRegistro(REGISTROS_FEBRABAN150.G, g ?? '', 2).centavos('tarifa')).toBe(35);
  });
});
