import type { Updateable } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { CAMPOS_DA_IMPORTACAO, type CampoImportavel, type ErroDaLinha, type Mapeamento } from '../../../../shared/api/importacao.ts';
import { encontrarPropriedade } from '../../../../shared/engine/modelo.ts';
import type { TelaResolvida } from '../../../../shared/engine/tela-resolvida.ts';
import type { PessoaTable } from '../../../db/schema.ts';
import { errosDeTipo } from '../../../resources/esquema-do-payload.ts';
import type { CadastroDePessoas } from '../cadastro.ts';
import { colunasDaPessoa, type PessoaRecebida } from '../recebida.ts';
import { comCoordenadas, errosDasRegras } from '../validacao.ts';
import type { Cidades } from './cidades.ts';
import { pessoaDaLinha, valoresDaLinha, type ValoresDaLinha } from './registro.ts';

// One row judged as the form's save judges a person (gravacao.ts): the payload's types, then the
// shared rules of the people screen with the institution's field configuration (required fields,
// CPF/CNPJ check digits, e-mail, dates...), with the same messages. The duplicate rule needs the
// database and its locks (documentos.ts, decisao.ts); here a row only needs a document.

export interface ContextoDaAvaliacao {
  cadastro: CadastroDePessoas;
  telas: { pessoas: TelaResolvida; fornecedores: TelaResolvida };
  mapeamento: Mapeamento;
  cidades: Cidades;
}

export type Avaliacao =
  | { valida: false; valores: ValoresDaLinha; erros: ErroDaLinha[] }
  | { valida: true; valores: ValoresDaLinha; colunas: Updateable<PessoaTable>; registro: PessoaRecebida };

export const SEM_DOCUMENTO = 'Informe o CPF ou o CNPJ: a importação identifica as pessoas por eles.';

/** The model's defaults (papelPessoaFisica true, ...), the base of a new person, as in gravacao.ts. */
function padroes(cadastro: CadastroDePessoas): PessoaRecebida {
  return Object.fromEntries(Object.entries(cadastro.modelo.properties).flatMap(([nome, p]) => (p.default === undefined ? [] : [[nome, p.default]])));
}

function rotuloDe(cadastro: CadastroDePessoas, campo: string): string | undefined {
  return CAMPOS_DA_IMPORTACAO[campo as CampoImportavel]?.rotulo ?? encontrarPropriedade(cadastro.modelo, campo)?.propriedade.title;
}

export function errosDaLinha(cadastro: CadastroDePessoas, erros: readonly FieldError[]): ErroDaLinha[] {
  return erros.map(({ field, message }) => {
    const rotulo = rotuloDe(cadastro, field);
    return rotulo === undefined ? { campo: field, mensagem: message } : { campo: field, rotulo, mensagem: message };
  });
}

export function avaliarLinha(ctx: ContextoDaAvaliacao, dados: readonly string[]): Avaliacao {
  const valores = valoresDaLinha(dados, ctx.mapeamento);
  const cidade = valores.cidade === undefined ? null : ctx.cidades.resolver(valores.cidade, valores.uf);
  const recebida = pessoaDaLinha(valores, cidade !== null && 'id' in cidade ? cidade.id : null);
  const doTipo = errosDeTipo(ctx.cadastro.validarTipos, recebida);
  const registro: PessoaRecebida = { ...padroes(ctx.cadastro), ...recebida };
  const erros: FieldError[] =
    doTipo.length > 0 ? doTipo : comCoordenadas(ctx.cadastro.modelo, registro, errosDasRegras(ctx.cadastro, ctx.telas, registro));
  if (cidade !== null && 'erro' in cidade) erros.push({ field: 'cidade', message: cidade.erro });
  const colunas = colunasDaPessoa(registro);
  const documento = colunas.cpf ?? colunas.cnpj ?? null;
  if (documento === null && !erros.some((e) => e.field === 'pessoaFisica.cpf' || e.field === 'pessoaJuridica.cnpj')) {
    erros.push({ field: 'documento', message: SEM_DOCUMENTO });
  }
  if (erros.length > 0 || documento === null) return { valida: false, valores, erros: errosDaLinha(ctx.cadastro, erros) };
  return { valida: true, valores, colunas, registro };
}
