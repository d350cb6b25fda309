import type { Insertable } from 'kysely';
import { gerarCnpj, gerarCpf } from '../../shared/validation/index.ts';
import type { Db } from '../db/database.ts';
import type { PessoaTable } from '../db/schema.ts';
import { sorteadorPonderado } from './aleatorio.ts';
import { PALAVRAS_DE_EMPRESA, PRENOMES_FEMININOS, PRENOMES_MASCULINOS, SOBRENOMES, SUFIXOS_DE_EMPRESA } from './nomes.ts';

export interface CidadeSemeada {
  id: number;
  lat: number;
  lng: number;
  capital: boolean;
}

export interface OpcoesDePessoas {
  quantidade: number;
  unidadeIds: readonly number[];
  cidades: readonly CidadeSemeada[];
  random: () => number;
  /** Called after each batch with how many were inserted so far. */
  progresso?: (inseridas: number) => void;
}

const LOTE = 1000;
const DDDS = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 31, 32, 33, 35, 41, 43, 47, 48, 51, 54, 61, 62, 65, 67, 71, 73, 79, 81, 83, 84, 85, 86, 91, 92, 98];

function semAcento(texto: string): string {
  return texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function digitos(random: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(random() * 10);
  return s;
}

function escolher<T>(random: () => number, itens: readonly T[]): T {
  const item = itens[Math.floor(random() * itens.length)];
  if (item === undefined) throw new Error('Lista vazia.');
  return item;
}

function dataDeNascimento(random: () => number): string {
  const inicio = Date.UTC(1940, 0, 1);
  const fim = Date.UTC(2008, 11, 31);
  return new Date(inicio + random() * (fim - inicio)).toISOString().slice(0, 10);
}

/**
 * Inserts `quantidade` people with a realistic distribution: names by frequency, towns weighted
 * towards capitals, about 30% legal persons (a tenth of them with alphanumeric CNPJ), 10%
 * suppliers, valid and unique CPF/CNPJ, contacts and coordinates.
 */
export async function semearPessoas(db: Db, o: OpcoesDePessoas): Promise<void> {
  const feminino = sorteadorPonderado(PRENOMES_FEMININOS, (n) => n[1]);
  const masculino = sorteadorPonderado(PRENOMES_MASCULINOS, (n) => n[1]);
  const sobrenome = sorteadorPonderado(SOBRENOMES, (n) => n[1]);
  const cidade = sorteadorPonderado(o.cidades, (c) => (c.capital ? 60 : 1));
  const documentos = new Set<string>();
  const proximoCodigo = new Map<number, number>();
  for (const unidadeId of o.unidadeIds) {
    const { maximo } = await db
      .selectFrom('pessoa')
      .select((eb) => eb.fn.max<number | null>('codigo').as('maximo'))
      .where('unidade_id', '=', unidadeId)
      .executeTakeFirstOrThrow();
    proximoCodigo.set(unidadeId, (maximo ?? 0) + 1);
  }

  const { random } = o;
  const documentoNovo = (gerar: () => string) => {
    let doc = gerar();
    while (documentos.has(doc)) doc = gerar();
    documentos.add(doc);
    return doc;
  };

  for (let feitas = 0; feitas < o.quantidade; ) {
    const lote: Insertable<PessoaTable>[] = [];
    for (; lote.length < LOTE && feitas + lote.length < o.quantidade; ) {
      const unidadeId = escolher(random, o.unidadeIds);
      const codigo = proximoCodigo.get(unidadeId) ?? 1;
      proximoCodigo.set(unidadeId, codigo + 1);
      const juridica = random() < 0.3;
      const fornecedor = random() < (juridica ? 0.25 : 0.035);
      const local = cidade(random);
      const sobrenomes = [sobrenome(random)[0], sobrenome(random)[0]];
      let nome: string;
      let email: string;
      if (juridica) {
        nome = `${sobrenomes[0]} ${escolher(random, PALAVRAS_DE_EMPRESA)} ${escolher(random, SUFIXOS_DE_EMPRESA)}`;
        email = `contato.${codigo}@${semAcento(sobrenomes[0] ?? 'empresa').toLowerCase()}.example.com.br`;
      } else {
        const prenome = (random() < 0.5 ? feminino : masculino)(random)[0];
        nome = random() < 0.5 ? `${prenome} ${sobrenomes[0]} ${sobrenomes[1]}` : `${prenome} ${sobrenomes[1]}`;
        email = `${semAcento(`${prenome}.${sobrenomes[1]}`).toLowerCase()}${codigo}@example.com.br`;
      }
      const ddd = escolher(random, DDDS);
      lote.push({
        unidade_id: unidadeId,
        codigo,
        nome,
        papel_pessoa_fisica: !juridica,
        papel_pessoa_juridica: juridica,
        fornecedor,
        cpf: juridica ? null : documentoNovo(() => gerarCpf(random)),
        cnpj: juridica ? documentoNovo(() => gerarCnpj(random, { alfanumerico: random() < 0.1 })) : null,
        rg: juridica ? null : digitos(random, 9),
        data_nascimento: juridica ? null : dataDeNascimento(random),
        email_principal: random() < 0.85 ? email : null,
        telefone: random() < 0.4 ? `${ddd}3${digitos(random, 7)}` : null,
        celular: random() < 0.8 ? `${ddd}9${digitos(random, 8)}` : null,
        cidade_id: local.id,
        latitude: local.lat + (random() - 0.5) * 0.1,
        longitude: local.lng + (random() - 0.5) * 0.1,
      });
    }
    await db.insertInto('pessoa').values(lote).execute();
    feitas += lote.length;
    o.progresso?.(feitas);
  }
}
